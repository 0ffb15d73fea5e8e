#include <cstdio>
#include <string>

#include "messages.json.h"
#include "round_trip.h"  // every value read back and written again

namespace {

bool fails_at(const char* text, const char* expected) {
  protocol::Request r;
  const jsongen::status s = jsongen::from_json(text, r);
  if (!s && s.message() == expected) return true;
  std::fprintf(stderr, "from_json(%s):\n  %s\nnot\n  %s\n", text, s.message().c_str(), expected);
  return false;
}

}  // namespace

int main() {
  // Read from text (raw values kept as they were), then written back.
  protocol::Request request;
  const char* input =
      R"({"id":7,"method":"textDocument/didOpen","params":{ "uri" : "file:///a.cpp", "text":"int x;\n\u00e9" },)"
      R"("trace":null,"batch":[1,-2.50e3,"s",[],{}],"extensions":{"vendor.x":{"on":true},"z":null}})";
  if (!jsongen::from_json(input, request)) return 1;
  if (request.params.text() != R"({ "uri" : "file:///a.cpp", "text":"int x;\n\u00e9" })") return 2;
  request.trace = jsongen::raw_json(R"( [ "a" ] )");  // made from text: checked, trimmed

  protocol::Event event;
  event.kind = "stopped";
  event.data = {{"threadId", 3}, {"reason", "breakpoint"}, {"hits", {1, 2.5, nullptr}}};
  event.ordered = nlohmann::ordered_json::parse(R"({"z":1,"a":{"y":true,"b":"é"}})");
  event.adapter_data = nlohmann::json::object();
  event.history = {1, "two", nlohmann::json::array()};
  event.detail = std::make_unique<nlohmann::json>(0.1);

  protocol::Event empty;  // null members, none left out

  // Invalid input inside a raw value is an error of the document, located.
  if (!fails_at(R"({"id":1,"method":"m","params":{"a":[1,]}})",
                "jsongen: invalid JSON at params, line 1 column 39 (byte 38): expected a value for 'params', found "
                "']'")) {
    return 3;
  }
  if (!fails_at("{\"id\":1,\"method\":\"m\",\"params\":\"\xC3\"}",
                "jsongen: invalid UTF-8 in a string at params, line 1 column 32 (byte 31): the byte 0xc3 is not valid "
                "UTF-8 there")) {
    return 4;
  }
  const std::string text = "[" + jsongen_test::to_json(request) + "," + jsongen_test::to_json(event) + "," +
                           jsongen_test::to_json(empty) + "]";
  std::puts(text.c_str());
}
