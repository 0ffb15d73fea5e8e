// Lenient input (options.h: allow_comments, allow_trailing_commas,
// lenient_options) on generated structs: accepted where asked for, and
// strict reading still rejects both with a located error.
#include <jsongen/lines.h>

#include <catch2/catch.hpp>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "lines_types.json.h"

using lines_test::Event;

namespace {

struct comments_only : jsongen::default_options {
  static constexpr bool allow_comments = true;
};
struct trailing_commas_only : jsongen::default_options {
  static constexpr bool allow_trailing_commas = true;
};

const char* const config_text = R"(// a configuration file, written by hand
{
  "seq": 7, // the sequence number
  /* a block
     comment */ "text": "a // not a comment /* nor this */",
  "unknown": {"nested": [1, 2, /* three */ 3,], "x": {"y": null,},},
  "user": {"id": 1, "name": "n",},
  "tags": [1, 2,],
  "score": 0.5,
}
// the end)";

}  // namespace

TEST_CASE("lenient input: comments and trailing commas into a generated struct", "[lines][lenient]") {
  Event e;
  const jsongen::status s = jsongen::from_json<jsongen::lenient_options>(config_text, e);
  INFO(s.message());
  REQUIRE(s.ok());
  CHECK(e.seq == 7);
  CHECK(e.text == "a // not a comment /* nor this */");
  CHECK(e.user.name == "n");
  CHECK(e.tags == std::vector<int>{1, 2});
  CHECK(e.score == 0.5);
  // Containers of the runtime, and a value skipped with the reader's skip_value.
  std::map<std::string, std::vector<int>> m;
  CHECK(jsongen::from_json<jsongen::lenient_options>("{\"a\": [1,], /**/ \"b\": [],}//", m).ok());
  CHECK(m.at("a") == std::vector<int>{1});
}

TEST_CASE("lenient input: strict reading rejects comments and trailing commas where they are", "[lines][lenient]") {
  Event e;
  jsongen::status s = jsongen::from_json(config_text, e);
  CHECK(s.code == jsongen::errc::syntax_error);
  CHECK(s.offset == 0);
  CHECK(s.line == 1);

  s = jsongen::from_json(R"({"seq":1,"text":"t","user":{"id":1,"name":"n"},"tags":[1,2,]})", e);
  CHECK(s.code == jsongen::errc::syntax_error);
  CHECK(s.path == "tags");
  CHECK(s.offset == 59);
  CHECK(s.detail == "expected a value for 'tags', found ']'");

  s = jsongen::from_json(R"({"seq":1,"text":"t","user":{"id":1,"name":"n"},"tags":[],})", e);
  CHECK(s.code == jsongen::errc::syntax_error);
  CHECK(s.offset == 57);

  // Each flag alone allows only its own.
  CHECK_FALSE(jsongen::from_json<comments_only>("[1,2,]", e.tags).ok());
  CHECK(jsongen::from_json<comments_only>("[1,2 /**/]", e.tags).ok());
  CHECK_FALSE(jsongen::from_json<trailing_commas_only>("[1,2 /**/]", e.tags).ok());
  CHECK(jsongen::from_json<trailing_commas_only>("[1,2,]", e.tags).ok());
}

TEST_CASE("lenient input: what stays an error", "[lines][lenient]") {
  std::vector<int> v;
  using L = jsongen::lenient_options;
  CHECK(jsongen::from_json<L>("[,]", v).code == jsongen::errc::syntax_error);
  CHECK(jsongen::from_json<L>("[1,,]", v).code == jsongen::errc::syntax_error);
  CHECK(jsongen::from_json<L>("[1] / 2", v).code == jsongen::errc::syntax_error);
  std::map<std::string, int> m;
  CHECK(jsongen::from_json<L>("{,}", m).code == jsongen::errc::syntax_error);

  // An unterminated comment: errc::unexpected_end at its start, also at the end of the input.
  jsongen::status s = jsongen::from_json<L>("[1, 2] /* no end", v);
  CHECK(s.code == jsongen::errc::unexpected_end);
  CHECK(s.offset == 7);
  CHECK(s.detail == "a comment that /* opens is not closed by */");
  s = jsongen::from_json<L>("[1, /* no\nend 2]", v);
  CHECK(s.code == jsongen::errc::unexpected_end);
  CHECK(s.offset == 4);
  CHECK(s.line == 1);
  CHECK(s.column == 5);
  // A comment to the end of the line may end the input.
  CHECK(jsongen::from_json<L>("[1] // end", v).ok());
}

TEST_CASE("lenient input: JSON Lines and concatenated values with comments, across refills", "[lines][lenient]") {
  using L = jsongen::lenient_options;
  const std::string lines =
      "// events\n{\"seq\":1,\"text\":\"a\",\"user\":{\"id\":1,\"name\":\"b\",},\"tags\":[1,],} // one\n"
      "/* two */ {\"seq\":2,\"text\":\"a\",\"user\":{\"id\":1,\"name\":\"b\"},\"tags\":[]}\n";
  for (std::size_t buffer : {1, 5, 16, 1000}) {
    INFO("buffer " << buffer);
    std::vector<long> seqs;
    std::istringstream in(lines);
    Event e;
    const jsongen::lines_status s = jsongen::read_lines<L>(
        in, e, [&](Event& r) { seqs.push_back(r.seq); }, jsongen::stream_buffer{buffer, static_cast<std::size_t>(-1)});
    INFO(s.message());
    CHECK(s.ok());
    CHECK(seqs == std::vector<long>{1, 2});
    // The same as concatenated values, with a long comment between them that the buffer cuts.
    const std::string concatenated = lines + "/*" + std::string(300, 'c') + "*/ " +
                                     "{\"seq\":3,\"text\":\"\",\"user\":{\"id\":1,\"name\":\"\"},\"tags\":[/*" +
                                     std::string(100, 'x') + "*/]} // " + std::string(100, 'y');
    seqs.clear();
    std::istringstream in2(concatenated);
    const jsongen::lines_status s2 = jsongen::read_concatenated<L>(
        in2, e, [&](Event& r) { seqs.push_back(r.seq); }, jsongen::stream_buffer{buffer, static_cast<std::size_t>(-1)});
    INFO(s2.message());
    CHECK(s2.ok());
    CHECK(seqs == std::vector<long>{1, 2, 3});
    // Strict: the first comment is a syntax error of record 1, at byte 0.
    std::istringstream in3(lines);
    const jsongen::lines_status strict = jsongen::read_lines(in3, e, [&](Event&) {});
    CHECK(strict.code == jsongen::errc::syntax_error);
    CHECK(strict.record == 1);
    CHECK(strict.offset == 0);
  }
  // An unterminated comment at the end of a stream.
  std::istringstream in(std::string("1 2 /* ") + std::string(100, 'z'));
  long n = 0;
  const jsongen::lines_status s = jsongen::read_concatenated<L>(
      in, n, [](long&) {}, jsongen::stream_buffer{8, 1 << 20});
  CHECK(s.code == jsongen::errc::unexpected_end);
  CHECK(s.records == 2);
  CHECK(s.record == 3);
  CHECK(s.offset == 4);
}
