// Every output gives the bytes a std::string gets: std::vector<char>, a
// fixed buffer at every capacity around the output's size (each one exactly
// as large as its capacity, so that AddressSanitizer sees any byte written
// past it), a std::ostream and a FILE* through chunks as small as one byte;
// for pretty printing and the other options too. Objects whose first field
// may be left out (begin_members, whose ',' becomes '{' after the fact) are
// written by a serializer shaped like the generated ones.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

namespace outputs_test {

// Fields that may all be left out, nested: as JSONGEN_OMIT_NULL writes them.
struct Record {
  std::optional<int> id;
  std::vector<int> ids;  // in id's run of fields: makes its own room when written
  std::optional<std::string> name;
  std::vector<Record> children;
  std::map<std::string, double> scores;
  std::optional<std::string> note;
};

}  // namespace outputs_test

// What the generator writes for Record (see tests/generator/golden/*: an
// object whose first field may be left out).
template <>
struct jsongen::serializer<outputs_test::Record> {
  static constexpr std::size_t room_after = 1;
  template <class W>
  static char* write(W& w, char* p, const outputs_test::Record& v) {
    const std::size_t start = w.begin_members(p);
    const std::size_t run_0 = detail::run_room(w, 13, v.id, v.ids);
    p = w.reserve_fields(p, run_0, 2);
    if (!detail::is_null(v.id)) {
      p = w.key_at(p, ",\"id\":");
      p = detail::write_bounded(w, p, v.id);
    }
    if (!detail::is_empty(v.ids)) {
      p = w.key_at(p, ",\"ids\":");
      p = detail::write_bounded(w, p, v.ids, run_0, 2);
    }
    if (!detail::is_null(v.name)) p = detail::write_field(w, p, ",\"name\":", v.name);
    if (!detail::is_empty(v.children)) p = detail::write_field(w, p, ",\"children\":", v.children);
    if (!detail::is_empty(v.scores)) p = detail::write_field(w, p, ",\"scores\":", v.scores);
    if (!detail::is_null(v.note)) p = detail::write_field(w, p, ",\"note\":", v.note);
    return w.end_members(start, p);
  }
  template <class L>
  static bool locate(L& l, const outputs_test::Record& v) {
    if (!detail::is_null(v.name) && detail::locate_value(l, v.name)) return l.field("name");
    if (!detail::is_empty(v.children) && detail::locate_value(l, v.children)) return l.field("children");
    if (!detail::is_empty(v.scores) && detail::locate_value(l, v.scores)) return l.field("scores");
    if (!detail::is_null(v.note) && detail::locate_value(l, v.note)) return l.field("note");
    return false;
  }
};

namespace outputs_test {
namespace {

struct replace_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::literal;
};

Record sample() {
  Record leaf_empty;  // every field left out: {}
  Record leaf;
  leaf.note = std::string(40, 'x') + "\"escaped\"\n\x01";
  for (int i = 0; i < 40; ++i) leaf.ids.push_back(i * -123457);  // more than the run's room
  Record middle;
  middle.children = {leaf_empty, leaf, leaf_empty};
  middle.scores = {{"a", 1.5}, {"b\tc", -0.25}, {"long key " + std::string(30, 'k'), 1e300}};
  Record top;
  top.id = 7;
  top.ids = {1, -2, 300000};
  top.name = "caf\xc3\xa9 \xe2\x82\xac 20";
  top.children = {middle, leaf_empty, middle};
  Record tail;  // its first written field is the last one
  tail.note = "only the note";
  top.children.push_back(tail);
  return top;
}

// Values of several shapes: the first field left out or not, at every depth.
struct sample_values {
  Record record = sample();
  Record empty;
  std::vector<Record> records = {sample(), Record{}, sample()};
  std::map<std::string, std::vector<std::optional<Record>>> nested = {
      {"k", {std::nullopt, sample(), Record{}}}, {"empty", {}}};
  std::vector<std::string> strings = {"", "short", std::string(300, 'y'), "tab\there", std::string(70, '\x1f')};
  std::vector<double> numbers = {0.0, -1.5, 1e-300, 123456789.125, NAN, INFINITY};
};

template <class Options, class T>
std::string as_string(const T& value) {
  std::string out;
  jsongen::to_json<Options>(value, out);
  return out;
}

template <class Options, class T>
void check_vector(const T& value, const std::string& expected) {
  std::vector<char> out(5, 'z');  // overwritten
  jsongen::to_json<Options>(value, out);
  CHECK(std::string(out.begin(), out.end()) == expected);
  std::vector<char> again;
  CHECK(jsongen::try_to_json<Options>(value, again).ok());
  CHECK(std::string(again.begin(), again.end()) == expected);
}

// Every capacity from 0 to the size and 64 more, each in a heap block of
// exactly that size.
template <class Options, class T>
void check_buffers(const T& value, const std::string& expected) {
  for (std::size_t capacity = 0; capacity <= expected.size() + 64; ++capacity) {
    const std::unique_ptr<char[]> buffer(new char[capacity]);
    const jsongen::buffer_status st = jsongen::try_to_json<Options>(value, buffer.get(), capacity);
    if (capacity < expected.size()) {
      CHECK(st.code == jsongen::errc::buffer_full);
      CHECK(st.size == 0);
    } else {
      REQUIRE(st.ok());
      CHECK(std::string(buffer.get(), st.size) == expected);
    }
  }
  std::vector<char> exact(expected.size());
  CHECK(jsongen::to_json<Options>(value, exact.data(), exact.size()) == expected.size());
  CHECK(std::string(exact.begin(), exact.end()) == expected);
}

template <class Options, class T>
void check_streams(const T& value, const std::string& expected) {
  for (const std::size_t chunk : {std::size_t{0}, std::size_t{1}, std::size_t{2}, std::size_t{3}, std::size_t{7},
                                  std::size_t{16}, std::size_t{100}, jsongen::outputs::kDefaultChunkSize}) {
    std::ostringstream os;
    os << "before|";
    REQUIRE(jsongen::try_to_json<Options>(value, os, chunk).ok());
    CHECK(os.str() == "before|" + expected);
    std::ostringstream thrown;
    jsongen::to_json<Options>(value, thrown, chunk);
    CHECK(thrown.str() == expected);

    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    REQUIRE(jsongen::try_to_json<Options>(value, file, chunk).ok());
    jsongen::to_json<Options>(value, file, chunk);
    std::rewind(file);
    std::string read(2 * expected.size() + 1, '\0');
    read.resize(std::fread(&read[0], 1, read.size(), file));
    std::fclose(file);
    CHECK(read == expected + expected);
  }
}

template <class Options, class T>
void check_every_output(const T& value) {
  const std::string expected = as_string<Options>(value);
  INFO(expected);
  check_vector<Options>(value, expected);
  check_buffers<Options>(value, expected);
  check_streams<Options>(value, expected);
}

template <class Options>
void check_all_values() {
  const sample_values v;
  check_every_output<Options>(v.record);
  check_every_output<Options>(v.empty);
  check_every_output<Options>(v.records);
  check_every_output<Options>(v.nested);
  check_every_output<Options>(v.strings);
  check_every_output<Options>(v.numbers);
}

TEST_CASE("the string output, which the others are held to", "[outputs]") {
  const std::string record = as_string<jsongen::default_options>(Record{});
  CHECK(record == "{}");
  Record r;
  r.note = "n";
  CHECK(as_string<jsongen::default_options>(r) == R"({"note":"n"})");
  CHECK(as_string<jsongen::pretty_options<2>>(r) == "{\n  \"note\": \"n\"\n}");
}

TEST_CASE("every output writes what a string gets: minified", "[outputs]") {
  check_all_values<jsongen::default_options>();
}
TEST_CASE("every output writes what a string gets: pretty", "[outputs]") {
  check_all_values<jsongen::pretty_options<2>>();
}
TEST_CASE("every output writes what a string gets: replace and literal NaN", "[outputs]") {
  check_all_values<replace_options>();
}

TEST_CASE("objects whose first field may be left out, nested 40 deep", "[outputs]") {
  // Past the 16 marks a flushing writer keeps without allocating.
  Record deep;
  deep.note = "bottom";
  for (int level = 0; level < 40; ++level) {
    Record up;
    up.children.push_back(deep);
    if (level % 3 == 0) up.children.push_back(Record{});
    if (level % 5 == 0) up.note = "level " + std::to_string(level);
    deep = up;
  }
  check_every_output<jsongen::default_options>(deep);
  check_every_output<jsongen::pretty_options<1>>(deep);
}

TEST_CASE("a fixed buffer: a long string ends the output, at every capacity", "[outputs]") {
  for (const std::size_t length : {0, 1, 15, 16, 17, 31, 64, 200}) {
    check_buffers<jsongen::default_options>(std::string(length, 'a'), '"' + std::string(length, 'a') + '"');
    const std::string escaped(length, '\n');
    check_buffers<jsongen::default_options>(escaped, as_string<jsongen::default_options>(escaped));
  }
  check_buffers<jsongen::default_options>(std::vector<long long>(40, -1234567890123LL),
                                          as_string<jsongen::default_options>(std::vector<long long>(40, -1234567890123LL)));
}

TEST_CASE("a fixed buffer: the bytes past the capacity are never written", "[outputs]") {
  const std::string expected = as_string<jsongen::default_options>(sample());
  std::vector<char> memory(expected.size() + 200, '#');
  for (std::size_t capacity = 0; capacity < expected.size() + 100; capacity += 7) {
    std::fill(memory.begin(), memory.end(), '#');
    const jsongen::buffer_status st = jsongen::try_to_json(sample(), memory.data() + 50, capacity);
    CHECK(st.ok() == (capacity >= expected.size()));
    CHECK(std::count(memory.begin(), memory.begin() + 50, '#') == 50);
    CHECK(std::count(memory.begin() + 50 + static_cast<std::ptrdiff_t>(capacity), memory.end(), '#') ==
          static_cast<std::ptrdiff_t>(memory.size() - 50 - capacity));
  }
}

TEST_CASE("a fixed buffer: a null buffer of capacity 0", "[outputs]") {
  CHECK(jsongen::try_to_json(1, static_cast<char*>(nullptr), 0).code == jsongen::errc::buffer_full);
  char one[1];
  const jsongen::buffer_status st = jsongen::try_to_json(1, one, 1);
  CHECK(st.ok());
  CHECK(st.size == 1);
  CHECK(one[0] == '1');
}

TEST_CASE("a fixed buffer that is too small throws errc::buffer_full from to_json", "[outputs]") {
  char buffer[8];
  try {
    jsongen::to_json(sample(), buffer, sizeof buffer);
    FAIL("no exception");
  } catch (const jsongen::error& e) {
    CHECK(e.code() == jsongen::errc::buffer_full);
    CHECK(std::string(e.what()) == "jsongen: the output does not fit in the buffer given");
  }
}

TEST_CASE("errors of the value are found with their path in every output", "[outputs]") {
  Record r = sample();
  r.children[0].children[1].note = "bad \xff byte";
  const std::string path = "children[0].children[1].note";
  std::string s;
  CHECK(jsongen::try_to_json(r, s).path == path);
  std::vector<char> v;
  const jsongen::status vs = jsongen::try_to_json(r, v);
  CHECK(vs.code == jsongen::errc::invalid_utf8);
  CHECK(vs.path == path);
  CHECK(v.empty());
  std::vector<char> buffer(100000);
  const jsongen::buffer_status bs = jsongen::try_to_json(r, buffer.data(), buffer.size());
  CHECK(bs.code == jsongen::errc::invalid_utf8);
  CHECK(bs.path == path);
  CHECK(bs.size == 0);
  std::ostringstream os;
  const jsongen::status ss = jsongen::try_to_json(r, os, 16);
  CHECK(ss.code == jsongen::errc::invalid_utf8);
  CHECK(ss.path == path);
  CHECK(os.good());  // the value failed, not the stream
  try {
    jsongen::to_json(r, os);
    FAIL("no exception");
  } catch (const jsongen::error& e) {
    CHECK(e.path() == path);
  }
}

// A stream buffer that takes `room` bytes, then fails (or throws).
class failing_buffer : public std::streambuf {
 public:
  failing_buffer(std::size_t room, bool throws) : room_(room), throws_(throws) {}
  std::string taken;

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (taken.size() >= room_) {
      if (throws_) throw std::runtime_error("disk on fire");
      return traits_type::eof();
    }
    taken += traits_type::to_char_type(c);
    return c;
  }

 private:
  std::size_t room_;
  bool throws_;
};

TEST_CASE("a stream that fails: errc::io_error, the stream marked bad", "[outputs]") {
  const std::string expected = as_string<jsongen::default_options>(sample());
  for (const bool throws : {false, true}) {
    for (const std::size_t room : {std::size_t{0}, std::size_t{1}, std::size_t{100}, expected.size() - 1}) {
      failing_buffer buffer(room, throws);
      std::ostream os(&buffer);
      const jsongen::status st = jsongen::try_to_json(sample(), os, 8);
      CHECK(st.code == jsongen::errc::io_error);
      CHECK(st.message() == "jsongen: writing to the stream failed");
      CHECK(os.bad());
      CHECK(expected.compare(0, buffer.taken.size(), buffer.taken) == 0);  // a part of the output
    }
  }
  failing_buffer enough(expected.size(), false);
  std::ostream os(&enough);
  CHECK(jsongen::try_to_json(sample(), os, 8).ok());
  CHECK(enough.taken == expected);
}

TEST_CASE("a stream that is not good takes nothing", "[outputs]") {
  std::ostringstream os;
  os.setstate(std::ios::failbit);
  CHECK(jsongen::try_to_json(1, os).code == jsongen::errc::io_error);
  CHECK(os.str().empty());
  std::ostream no_buffer(nullptr);
  CHECK(jsongen::try_to_json(1, no_buffer).code == jsongen::errc::io_error);
  try {
    jsongen::to_json(1, no_buffer);
    FAIL("no exception");
  } catch (const jsongen::error& e) {
    CHECK(e.code() == jsongen::errc::io_error);
  }
}

TEST_CASE("a stream with exceptions() on: io_error all the same", "[outputs]") {
  failing_buffer buffer(10, false);
  std::ostream os(&buffer);
  os.exceptions(std::ios::badbit);
  CHECK(jsongen::try_to_json(sample(), os, 4).code == jsongen::errc::io_error);
  CHECK(os.bad());
}

TEST_CASE("a FILE* that fails: errc::io_error", "[outputs]") {
  CHECK(jsongen::try_to_json(1, static_cast<std::FILE*>(nullptr)).code == jsongen::errc::io_error);
  std::FILE* full = std::fopen("/dev/full", "w");  // every write fails (ENOSPC) where it exists
  if (full == nullptr) return;
  CHECK(jsongen::try_to_json(sample(), full, 16).code == jsongen::errc::io_error);
  std::clearerr(full);
  CHECK(jsongen::try_to_json(1, full).code == jsongen::errc::io_error);  // seen at the fflush
  std::clearerr(full);
  try {
    jsongen::to_json(sample(), full);
    FAIL("no exception");
  } catch (const jsongen::error& e) {
    CHECK(e.code() == jsongen::errc::io_error);
  }
  std::fclose(full);
}

TEST_CASE("a stream: an output far larger than the chunk", "[outputs]") {
  // 2,000 records (7 MB) through a 4 KiB chunk: what the stream receives is
  // the string output, piece by piece.
  const std::vector<Record> many(2000, sample());
  const std::string expected = as_string<jsongen::default_options>(many);
  std::ostringstream os;
  REQUIRE(jsongen::try_to_json(many, os, 4096).ok());
  CHECK(os.str() == expected);
}

}  // namespace
}  // namespace outputs_test
