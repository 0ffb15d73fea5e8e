// JSON Lines in memory read by several threads: the text is cut at
// newlines into one part per thread, each part read as read_lines reads
// it, and the records gathered in input order. The values already in the
// vector are read into again (their memory reused, as from_json into an
// existing value does): a vector kept from one call to the next allocates
// little.
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

// The part's records into slots[0, ...): each read into `record` and
// swapped into its slot, so that the slot's old value (its strings' and
// vectors' memory, from the last call) is what the next one is read into.
template <class Options, class T>
lines_status read_part(std::string_view part, T* slots) noexcept {
#if JSONGEN_EXCEPTIONS
  try {
#endif
    T record{};
    std::size_t n = 0;
    return read_lines<Options>(part, record, [&](T& r) {
      using std::swap;
      swap(slots[n++], r);
    });
#if JSONGEN_EXCEPTIONS
  } catch (...) {  // (T{}'s std::bad_alloc)
    lines_status s;
    s.code = errc::out_of_memory;
    return s;
  }
#endif
}

}  // namespace detail

// Into `records` (replacing its contents, reusing its values), with `threads` threads (the
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
  // A slot for each line (blank ones included: an upper bound), the values
  // already in `records` reused.
  std::vector<std::size_t> first_slot(parts + 1, 0);
  for (std::size_t i = 0; i < parts; ++i) {
    const auto begin = text.begin() + static_cast<std::ptrdiff_t>(starts[i]);
    const auto end = text.begin() + static_cast<std::ptrdiff_t>(starts[i + 1]);
    const auto newlines = static_cast<std::size_t>(std::count(begin, end, '\n'));
    first_slot[i + 1] = first_slot[i] + newlines + (begin != end && end[-1] != '\n' ? 1 : 0);
  }
  if (records.size() < first_slot[parts]) records.resize(first_slot[parts]);
  std::vector<lines_status> statuses(parts);
  auto read = [&](std::size_t i) {
    statuses[i] =
        detail::read_part<Options>(text.substr(starts[i], starts[i + 1] - starts[i]), records.data() + first_slot[i]);
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

  // The records of each part moved up behind those of the parts before
  // (swapped: the slots' memory stays in the vector).
  std::size_t kept = 0;
  for (std::size_t i = 0; i < parts; ++i) {
    lines_status& s = statuses[i];
    using std::swap;
    for (std::size_t k = 0; k < s.records; ++k) {
      if (kept != first_slot[i] + k) swap(records[kept], records[first_slot[i] + k]);
      ++kept;
    }
    if (!s.ok()) {  // the first failure in input order: placed in the whole text
      records.resize(kept);
      const std::size_t before = kept - s.records;
      if (s.record != 0) s.record += before;
      s.records = kept;
      if (s.has_position) {
        const auto lines_before = std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(starts[i]), '\n');
        s.offset += starts[i];
        s.line += static_cast<std::size_t>(lines_before);
      }
      return s;
    }
  }
  records.resize(kept);
  lines_status s;
  s.records = kept;
  return s;
}

}  // namespace jsongen
