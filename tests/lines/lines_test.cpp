// JSON Lines and streams: read_lines and read_concatenated from a string,
// an std::istream and a FILE* (with buffers small enough that records cross
// refills and outgrow the first buffer), errors located by record, line and
// byte in the whole input; write_lines; from_json of a stream.
#include <jsongen/lines.h>
#include <jsongen/read_lines_parallel.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "lines_types.json.h"

using lines_test::Event;

namespace {

// A FILE* holding `text` (tmpfile: portable), closed on destruction.
struct temp_file {
  std::FILE* f = std::tmpfile();
  explicit temp_file(const std::string& text) {
    REQUIRE(f != nullptr);
    REQUIRE(std::fwrite(text.data(), 1, text.size(), f) == text.size());
    std::rewind(f);
  }
  ~temp_file() { std::fclose(f); }
};

enum class source { view, stream, file };
const char* name_of(source s) {
  switch (s) {
    case source::view:
      return "string_view";
    case source::stream:
      return "istream";
    case source::file:
      return "FILE*";
  }
  return "";
}

struct outcome {
  jsongen::lines_status status;
  std::vector<Event> events;
  std::vector<jsongen::record_position> positions;
};

// `text` read as JSON Lines (or concatenated values) from `from`, through
// a buffer of `buffer` bytes at first.
template <class Options = jsongen::default_options>
outcome read_all(const std::string& text, source from, std::size_t buffer, bool concatenated = false,
                 std::size_t stop_after = 0) {
  outcome o;
  Event record;
  auto keep = [&](Event& e, const jsongen::record_position& at) {
    o.events.push_back(e);
    o.positions.push_back(at);
    return stop_after == 0 || o.events.size() < stop_after;
  };
  const jsongen::stream_buffer b{buffer, static_cast<std::size_t>(-1)};
  switch (from) {
    case source::view:
      o.status = concatenated ? jsongen::read_concatenated<Options>(text, record, keep)
                              : jsongen::read_lines<Options>(text, record, keep);
      break;
    case source::stream: {
      std::istringstream in(text);
      o.status = concatenated ? jsongen::read_concatenated<Options>(in, record, keep, b)
                              : jsongen::read_lines<Options>(in, record, keep, b);
      break;
    }
    case source::file: {
      temp_file f(text);
      o.status = concatenated ? jsongen::read_concatenated<Options>(f.f, record, keep, b)
                              : jsongen::read_lines<Options>(f.f, record, keep, b);
      break;
    }
  }
  return o;
}

std::string event_line(int i) {
  return R"({"seq":)" + std::to_string(i) + R"(,"text":"event \"number\" )" + std::to_string(i) +
         R"(\nsecond line","user":{"id":)" + std::to_string(1000 + i) + R"(,"name":"user)" + std::to_string(i) +
         R"("},"tags":[1,2,)" + std::to_string(i) + R"(],"score":)" + (i % 2 ? "1.5" : "null") + "}";
}

const source every_source[] = {source::view, source::stream, source::file};
const std::size_t buffer_sizes[] = {1, 7, 16, 33, 100, 4096, 256 * 1024};

}  // namespace

TEST_CASE("read_lines: every record, from every input and buffer size", "[lines]") {
  std::string text;
  for (int i = 0; i < 40; ++i) text += event_line(i) + (i % 7 == 3 ? "\r\n" : "\n") + (i % 5 == 0 ? "  \n\n" : "");
  text += event_line(40);  // the last line without a newline
  for (source from : every_source) {
    for (std::size_t buffer : buffer_sizes) {
      INFO(name_of(from) << ", buffer " << buffer);
      const outcome o = read_all(text, from, buffer);
      REQUIRE(o.status.ok());
      CHECK(o.status.records == 41);
      CHECK_FALSE(o.status.stopped);
      REQUIRE(o.events.size() == 41);
      for (int i = 0; i <= 40; ++i) {
        CHECK(o.events[i].seq == i);
        CHECK(o.events[i].text == "event \"number\" " + std::to_string(i) + "\nsecond line");
        CHECK(o.events[i].user.id == 1000 + i);
        CHECK(o.events[i].tags == std::vector<int>{1, 2, i});
        CHECK(o.events[i].score.has_value() == (i % 2 == 1));
        CHECK(o.positions[i].number == static_cast<std::size_t>(i + 1));
        CHECK(text.compare(o.positions[i].offset, 8, R"({"seq":)" + std::to_string(i).substr(0, 1)) == 0);
      }
      CHECK(o.positions[1].line == 4);  // after line 1's record, a line of spaces and an empty line
    }
  }
}

TEST_CASE("read_lines: an empty input, blank lines only", "[lines]") {
  for (source from : every_source) {
    for (const char* text : {"", "\n\n  \r\n\t\n", "   "}) {
      const outcome o = read_all(text, from, 4);
      CHECK(o.status.ok());
      CHECK(o.status.records == 0);
      CHECK(o.events.empty());
    }
  }
}

TEST_CASE("read_lines: the callback stops the loop", "[lines]") {
  const std::string text = event_line(0) + "\n" + event_line(1) + "\n" + event_line(2) + "\n";
  for (source from : every_source) {
    const outcome o = read_all(text, from, 16, false, 2);
    CHECK(o.status.ok());
    CHECK(o.status.stopped);
    CHECK(o.status.records == 2);
    CHECK(o.events.size() == 2);
  }
  // A callback that takes only the record and returns nothing.
  int count = 0;
  CHECK(jsongen::read_lines<Event>(text, [&](Event& e) { count += static_cast<int>(e.seq) + 1; }).ok());
  CHECK(count == 6);
}

TEST_CASE("read_lines: errors name the record, line, column and byte in the whole input", "[lines]") {
  const std::string good = event_line(1);
  const std::string bad = R"({"seq":2,"text":"x","user":{"id":"12","name":"u"},"tags":[]})";
  const std::string text = good + "\n\n" + good + "\n" + bad + "\n" + good + "\n";
  const std::size_t bad_start = 2 * good.size() + 3;
  for (source from : every_source) {
    for (std::size_t buffer : buffer_sizes) {
      INFO(name_of(from) << ", buffer " << buffer);
      const outcome o = read_all(text, from, buffer);
      REQUIRE_FALSE(o.status.ok());
      CHECK(o.status.code == jsongen::errc::wrong_type);
      CHECK(o.status.record == 3);
      CHECK(o.status.records == 2);
      CHECK(o.status.path == "user.id");
      CHECK(o.status.line == 4);
      CHECK(o.status.offset == bad_start + bad.find("\"12\""));
      CHECK(o.status.column == bad.find("\"12\"") + 1);
      CHECK(o.status.message().rfind("jsongen: record 3: a value of the wrong type at user.id, line 4 column", 0) == 0);
    }
  }
}

TEST_CASE("read_lines: two values on a line, trailing garbage, a value across lines", "[lines]") {
  for (source from : every_source) {
    {
      const outcome o = read_all(event_line(0) + "\n" + event_line(1) + " " + event_line(2) + "\n", from, 8);
      CHECK(o.status.code == jsongen::errc::syntax_error);
      CHECK(o.status.record == 2);
      CHECK(o.status.line == 2);
      CHECK(o.status.column == event_line(1).size() + 2);
      CHECK(o.status.detail.find("expected the end of the line after the record, found an object") == 0);
    }
    {
      const outcome o = read_all(event_line(0) + " x\n", from, 8);
      CHECK(o.status.code == jsongen::errc::syntax_error);
      CHECK(o.status.record == 1);
      CHECK(o.status.offset == event_line(0).size() + 1);
    }
    {
      const outcome o = read_all("{\"seq\":1,\n\"text\":\"a\"}\n", from, 8);  // JSON Lines: one line, one value
      CHECK(o.status.code == jsongen::errc::unexpected_end);
      CHECK(o.status.record == 1);
      CHECK(o.status.line == 1);
      CHECK(o.status.offset == 9);
    }
  }
}

TEST_CASE("read_concatenated: values with and without whitespace between, across refills", "[lines]") {
  std::string text = "\n";
  for (int i = 0; i < 30; ++i) {
    std::string line = event_line(i);
    if (i % 3 == 1) {  // pretty-printed over lines
      std::string spread;
      for (char c : line) {
        spread += c;
        if (c == ',') spread += "\n  ";
      }
      line = spread;
    }
    text += line + (i % 4 == 0 ? "" : i % 4 == 1 ? " " : "\n\n");
  }
  for (source from : every_source) {
    for (std::size_t buffer : buffer_sizes) {
      INFO(name_of(from) << ", buffer " << buffer);
      const outcome o = read_all(text, from, buffer, true);
      REQUIRE(o.status.ok());
      REQUIRE(o.events.size() == 30);
      for (int i = 0; i < 30; ++i) CHECK(o.events[i].seq == i);
      for (int i = 0; i < 30; ++i) CHECK(text.compare(o.positions[i].offset, 7, R"({"seq":)") == 0);
      CHECK(o.positions[0].line == 2);
    }
  }
}

TEST_CASE("read_concatenated: numbers cut by the end of the buffer are read whole", "[lines]") {
  std::string text;
  for (int i = 0; i < 200; ++i) text += std::to_string(i * 12345) + (i % 3 ? " " : "\n");
  for (source from : every_source) {
    for (std::size_t buffer : buffer_sizes) {
      INFO(name_of(from) << ", buffer " << buffer);
      std::vector<long> got;
      long value = 0;
      const jsongen::stream_buffer b{buffer, static_cast<std::size_t>(-1)};
      jsongen::lines_status s;
      auto keep = [&](long& v) { got.push_back(v); };
      if (from == source::view) s = jsongen::read_concatenated(text, value, keep);
      std::istringstream in(text);
      if (from == source::stream) s = jsongen::read_concatenated(in, value, keep, b);
      temp_file f(text);
      if (from == source::file) s = jsongen::read_concatenated(f.f, value, keep, b);
      REQUIRE(s.ok());
      REQUIRE(got.size() == 200);
      for (int i = 0; i < 200; ++i) CHECK(got[i] == i * 12345L);
    }
  }
}

TEST_CASE("read_concatenated: an error's line counts the newlines of the records before", "[lines]") {
  const std::string text =
      "{\"seq\":1,\n\"text\":\"a\",\"user\":{\"id\":1,\"name\":\"b\"},\"tags\":[]}\n\n"
      "{\"seq\":2,\n\"text\":\"a\",\n\"user\":{\"id\":1,\"name\":\"b\"},\"tags\":[],\"oops\"}";
  for (source from : every_source) {
    for (std::size_t buffer : buffer_sizes) {
      INFO(name_of(from) << ", buffer " << buffer);
      const outcome o = read_all(text, from, buffer, true);
      CHECK(o.status.code == jsongen::errc::syntax_error);
      CHECK(o.status.record == 2);
      CHECK(o.status.line == 6);
      CHECK(o.status.offset == text.size() - 1);
      CHECK(o.status.column == text.size() - 1 - text.rfind('\n'));
    }
  }
}

TEST_CASE("read_lines: a record larger than the limit is errc::record_too_large", "[lines]") {
  const std::string text = event_line(1) + "\n" + std::string(200, ' ') + event_line(2) + "\n";
  std::istringstream in(text);
  Event e;
  const jsongen::lines_status s = jsongen::read_lines(
      in, e, [](Event&) {}, jsongen::stream_buffer{16, 128});
  CHECK(s.code == jsongen::errc::record_too_large);
  CHECK(s.record == 2);
  CHECK(s.records == 1);
  CHECK(s.line == 2);
  // Large enough: the buffer grows to the largest record.
  std::istringstream again(text);
  CHECK(jsongen::read_lines(
            again, e, [](Event&) {}, jsongen::stream_buffer{16, 512})
            .ok());
}

TEST_CASE("read_lines: a stream that cannot be read", "[lines]") {
  std::istringstream in("{}");
  in.setstate(std::ios::badbit);
  Event e;
  CHECK(jsongen::read_lines(in, e, [](Event&) {}).code == jsongen::errc::read_failed);
  CHECK(jsongen::read_lines(static_cast<std::FILE*>(nullptr), e, [](Event&) {}).code == jsongen::errc::read_failed);
}

TEST_CASE("write_lines: a string, a stream and a FILE*, read back", "[lines]") {
  std::vector<Event> events(5);
  for (int i = 0; i < 5; ++i) {
    events[i].seq = i;
    events[i].text = "line\n" + std::to_string(i);
    events[i].tags = {i};
  }
  std::string out = "old contents";
  REQUIRE(jsongen::write_lines(events, out).ok());
  std::string expected;
  for (const Event& e : events) expected += jsongen::to_json(e) + "\n";
  CHECK(out == expected);

  std::ostringstream os;
  const jsongen::lines_status s = jsongen::write_lines(events, os, 16);
  CHECK(s.ok());
  CHECK(s.records == 5);
  CHECK(os.str() == expected);

  std::FILE* f = std::tmpfile();
  REQUIRE(f != nullptr);
  CHECK(jsongen::write_lines(events, f).ok());
  std::rewind(f);
  std::vector<Event> back;
  CHECK(jsongen::read_lines<Event>(f, [&](Event& e) { back.push_back(e); }).ok());
  std::fclose(f);
  REQUIRE(back.size() == 5);
  CHECK(back[4].text == "line\n4");
}

TEST_CASE("write_lines: a failure names the record and the path in it", "[lines]") {
  std::vector<Event> events(3);
  events[1].user.name = "bad \xff utf-8";
  std::string out;
  const jsongen::lines_status s = jsongen::write_lines(events, out);
  CHECK(s.code == jsongen::errc::invalid_utf8);
  CHECK(s.record == 2);
  CHECK(s.records == 1);
  CHECK(s.path == "user.name");
  CHECK(out.empty());
  CHECK(s.message() == "jsongen: record 2: invalid UTF-8 in a string at user.name");
}

TEST_CASE("from_json of a stream and a FILE*: one document, located errors", "[lines]") {
  const std::string doc =
      "{\n  \"seq\": 5,\n  \"text\": \"t\",\n  \"user\": {\"id\": 1, \"name\": \"n\"},\n  \"tags\": [1]\n}\n";
  Event e;
  std::istringstream in(doc);
  CHECK(jsongen::from_json(in, e).ok());
  CHECK(e.seq == 5);
  temp_file f(doc);
  Event g;
  CHECK(jsongen::from_json(f.f, g).ok());
  CHECK(g.tags == std::vector<int>{1});

  std::istringstream bad("{\n  \"seq\": true\n}");
  const jsongen::status s = jsongen::from_json(bad, e);
  CHECK(s.code == jsongen::errc::wrong_type);
  CHECK(s.line == 2);
  CHECK(s.column == 10);
  CHECK(s.path == "seq");
  std::istringstream broken("{}");
  broken.setstate(std::ios::badbit);
  CHECK(jsongen::from_json(broken, e).code == jsongen::errc::read_failed);
}

TEST_CASE("read_lines_parallel: the records in input order, errors as read_lines gives them", "[lines]") {
  std::string text;
  for (int i = 0; i < 100; ++i) text += event_line(i) + (i % 10 == 0 ? "\n\n" : "\n");
  for (unsigned threads : {0u, 1u, 2u, 3u, 8u, 200u}) {
    INFO(threads << " threads");
    std::vector<Event> events;
    const jsongen::lines_status s = jsongen::read_lines_parallel(text, events, threads);
    REQUIRE(s.ok());
    CHECK(s.records == 100);
    REQUIRE(events.size() == 100);
    for (int i = 0; i < 100; ++i) CHECK(events[i].seq == i);
    // Again into the same vector (its values read into again), and into a longer one.
    events[5].text = "stale";
    events.resize(150);
    REQUIRE(jsongen::read_lines_parallel(text, events, threads).ok());
    REQUIRE(events.size() == 100);
    for (int i = 0; i < 100; ++i) CHECK(events[i].seq == i);
    for (int i = 0; i < 100; ++i) CHECK(events[i].tags == std::vector<int>{1, 2, i});
    CHECK(events[5].text == "event \"number\" 5\nsecond line");
  }
  // An error in the last part, and one in the first: as read_lines says.
  for (const std::size_t at : {std::size_t{3}, std::size_t{90}}) {
    std::string bad = text;
    const std::size_t line_start = bad.find(R"({"seq":)" + std::to_string(at) + ",");
    bad.replace(bad.find("\"id\":", line_start) + 5, 4, "true");
    const outcome sequential = read_all(bad, source::view, 0);
    REQUIRE_FALSE(sequential.status.ok());
    for (unsigned threads : {2u, 3u, 8u}) {
      INFO(threads << " threads, error in record " << at + 1);
      std::vector<Event> events;
      const jsongen::lines_status s = jsongen::read_lines_parallel(bad, events, threads);
      CHECK(s.code == jsongen::errc::wrong_type);
      CHECK(s.record == sequential.status.record);
      CHECK(s.records == sequential.status.records);
      CHECK(s.line == sequential.status.line);
      CHECK(s.column == sequential.status.column);
      CHECK(s.offset == sequential.status.offset);
      CHECK(s.path == "user.id");
      CHECK(events.size() == at);
    }
  }
}
