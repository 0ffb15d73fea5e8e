// JSON Lines in memory read by several threads: the text is cut at
// newlines into one part per thread, each part read as read_lines reads
// it, and the records gathered in input order.
//
//   std::vector<Event> events;
//   jsongen::lines_status s = jsongen::read_lines_parallel(text, events, 2);
//
// On failure `records` holds the records before the first failing one (in
// input order), and the status is the one read_lines would give: the
// record's number, line and byte in the whole text. Needs the platform's
// threads (-pthread): a header of its own, which lines.h does not include.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <exception>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "lines_status.h"
#include "options.h"
#include "read_lines.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

template <class Options, class T>
lines_status read_part(std::string_view part, std::vector<T>& out) noexcept {
#if JSONGEN_EXCEPTIONS
  try {
#endif
    T record{};
    return read_lines<Options>(part, record, [&](T& r) { out.push_back(std::move(r)); });
#if JSONGEN_EXCEPTIONS
  } catch (...) {  // (push_back's std::bad_alloc)
    lines_status s;
    s.code = errc::out_of_memory;
    s.records = out.size();
    return s;
  }
#endif
}

}  // namespace detail

// Into `records` (replacing its contents), with `threads` threads (the
// calling one among them; 0 is taken as 1).
template <class Options = default_options, class T>
lines_status read_lines_parallel(std::string_view text, std::vector<T>& records, unsigned threads) {
  if (threads == 0) threads = 1;
  // The parts: each starts after a newline (or at the start).
  std::vector<std::size_t> starts{0};
  for (unsigned i = 1; i < threads; ++i) {
    std::size_t at = text.size() / threads * i;
    if (at < starts.back()) at = starts.back();
    const void* nl = at < text.size() ? std::memchr(text.data() + at, '\n', text.size() - at) : nullptr;
    if (nl == nullptr) break;
    starts.push_back(static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) + 1);
  }
  const std::size_t parts = starts.size();
  starts.push_back(text.size());
  std::vector<std::vector<T>> results(parts);
  std::vector<lines_status> statuses(parts);
  auto read = [&](std::size_t i) {
    statuses[i] = detail::read_part<Options>(text.substr(starts[i], starts[i + 1] - starts[i]), results[i]);
  };
  std::vector<std::thread> workers;
  std::vector<std::size_t> inline_parts{0};
  for (std::size_t i = 1; i < parts; ++i) {
#if JSONGEN_EXCEPTIONS
    try {
      workers.emplace_back(read, i);
    } catch (...) {  // no thread: read on this one
      inline_parts.push_back(i);
    }
#else
    workers.emplace_back(read, i);
#endif
  }
  for (std::size_t i : inline_parts) read(i);
  for (std::thread& w : workers) w.join();

  records.clear();
  std::size_t before = 0;  // records in the parts before
  for (std::size_t i = 0; i < parts; ++i) {
    if (records.empty()) {
      records = std::move(results[i]);
    } else {
      records.insert(records.end(), std::make_move_iterator(results[i].begin()),
                     std::make_move_iterator(results[i].end()));
    }
    lines_status& s = statuses[i];
    if (!s.ok()) {  // the first failure in input order: placed in the whole text
      if (s.record != 0) s.record += before;
      s.records += before;
      if (s.has_position) {
        const auto lines_before = std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(starts[i]), '\n');
        s.offset += starts[i];
        s.line += static_cast<std::size_t>(lines_before);
      }
      return s;
    }
    before += s.records;
  }
  lines_status s;
  s.records = before;
  return s;
}

}  // namespace jsongen
