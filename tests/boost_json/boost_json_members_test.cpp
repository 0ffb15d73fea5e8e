// boost::json::value members: what jsongen writes is what Boost.JSON
// serializes, what it reads is what Boost.JSON parses of the same span, and
// an invalid value inside is jsongen's located error.
#include <boost/json/src.hpp>  // Boost.JSON header-only, once in the program
#include <catch2/catch.hpp>

#include "boost_members.json.h"

TEST_CASE("boost::json::value members: read, then written back") {
  const std::string input =
      R"({"id":4,"result":{"rows":[1,-2,"x",null,true],"n":{}},"error":null,"notes":[[],"a"],"meta":{"k":{"v":1}}})";
  service::Reply reply;
  const jsongen::status s = jsongen::from_json(input, reply);
  INFO(s.message());
  REQUIRE(s.ok());
  CHECK(reply.result.at("rows").as_array().size() == 5);
  CHECK(!reply.error.has_value());
  CHECK(reply.meta.at("k").at("v").as_int64() == 1);
  CHECK(jsongen::to_json(reply) == input);
}

TEST_CASE("boost::json::value members: written as Boost.JSON serializes them") {
  service::Reply reply;
  reply.result = boost::json::parse(R"({"pi":3.25,"list":[1,2]})");
  reply.error = boost::json::value("bad \"request\"");
  const std::string text = jsongen::to_json(reply);
  CHECK(text == R"({"id":0,"result":{"pi":3.25E0,"list":[1,2]},"error":"bad \"request\"","notes":[],"meta":{}})");
  service::Reply back;
  REQUIRE(jsongen::from_json(text, back).ok());
  CHECK(back.result == reply.result);
  CHECK(back.error == reply.error);
}

TEST_CASE("boost::json::value members: invalid input inside is located") {
  service::Reply reply;
  jsongen::status s = jsongen::from_json(R"({"id":1,"result":{"a":tru}})", reply);
  CHECK(s.message() == "jsongen: invalid JSON at result, line 1 column 26 (byte 25): invalid literal 'tru'");
  s = jsongen::from_json(R"({"id":1,"notes":[1,{"a" 2}]})", reply);
  CHECK(s.code == jsongen::errc::syntax_error);
  CHECK(s.path == "notes[1]");
}
