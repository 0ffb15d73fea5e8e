// The outcome of reading or writing a sequence of records (JSON Lines,
// read_lines.h and write_lines.h): a status, plus which record failed and
// how many were handled.
//
//   jsongen::lines_status s = jsongen::read_lines<Event>(file, handle);
//   if (!s) std::cerr << s.message() << '\n';
//   // jsongen: record 3: a value of the wrong type at user.id, line 4 column 17
//   // (byte 912): expected an integer for 'id', found "12"
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "error.h"
#include "require_cxx17.h"

namespace jsongen {

// Where a record starts in its input, as the callback of read_lines may
// take it (the second argument).
struct record_position {
  std::size_t number = 0;    // 1-based: the first record is 1 (blank lines are no records)
  std::uint64_t offset = 0;  // its first byte, from the start of the whole input
  std::size_t line = 0;      // 1-based line of that byte
};

struct lines_status : status {
  // On failure: the 1-based number of the record that failed (0 when the
  // failure is the input's own, before any record: a stream that cannot be
  // read). status::offset, line and column are in the whole input; path
  // is inside the record.
  std::size_t record = 0;
  // Records read and handed to the callback (reading), or written (writing).
  std::size_t records = 0;
  // Reading: the callback asked to stop (returned false); the status is ok.
  bool stopped = false;

  std::string message() const {
    std::string text = status::message();
    if (record != 0) text.insert(9, "record " + std::to_string(record) + ": ");  // after "jsongen: "
    return text;
  }
};

}  // namespace jsongen
