// Reads documents into the structs of reading.h and prints, for each, what
// from_json said and (when it succeeded) what the value writes: the
// messages, paths and positions of every kind of failure, and what each
// reading option changes.
#include <cstdio>
#include <string>
#include <vector>

#include "round_trip.h"

// Read with other options than the defaults: the definitions.
#if __has_include("reading.json.inl.h")
#include "reading.json.inl.h"
#else
#include "reading.json.h"
#endif

namespace {

struct strict_keys : jsongen::default_options {
  static constexpr jsongen::unknown_key_policy unknown_keys = jsongen::unknown_key_policy::error;
};
struct keep_missing : jsongen::default_options {
  static constexpr jsongen::missing_field_policy missing_fields = jsongen::missing_field_policy::keep;
};
struct last_wins : jsongen::default_options {
  static constexpr jsongen::duplicate_key_policy duplicate_keys = jsongen::duplicate_key_policy::last_wins;
};
struct shallow : jsongen::default_options {
  static constexpr unsigned max_depth = 3;
};

std::vector<std::string> results;

// One line of the output: the case's name, then "ok" and the value read
// (written again), or the status' message.
template <class Options = jsongen::default_options, class T>
void read(const char* name, const std::string& json, T& value) {
  const jsongen::status s = jsongen::from_json<Options>(json, value);
  std::string line = "[" + jsongen::to_json(std::string(name)) + ",";
  line += s ? "\"ok\"," + jsongen::to_json(value) : jsongen::to_json(s.message());
  results.push_back(line + "]");
}

rd::Record sample() {
  rd::Record r;
  r.id = "r-1";
  r.small_number = -8;
  r.count = 4000000000u;
  r.ratio = 0.1;
  r.scale = 1.5f;
  r.active = true;
  r.grade = 'B';
  r.name = "Ad\xc3\xa0 \"L\"";
  r.nickname = "ada";
  r.points = {{1, 2}, {-3, 4}};
  r.triple = {7, 8, 9};
  r.pair = {5, "five"};
  r.tags = {{"a", 1}, {"b\n", 2}};
  r.by_id = {{-1, "minus"}, {10, "ten"}};
  r.by_color = {{rd::Color::Blue, 3}, {rd::Color::Red, 1}};
  r.labels = {"x", "y"};
  r.color = rd::Color::Blue;
  r.level = rd::High;
  r.color_number = rd::Color::Green;
  r.origin = std::make_unique<rd::Point>(rd::Point{0, -1});
  r.any = std::vector<int>{1, 2};
  r.notes = {};
  r.flags = 5;
  r.code = 0x1f;
  return r;
}

}  // namespace

int main() {
  // A whole value back, through the compiled from_json and the round trip.
  const std::string text = jsongen_test::to_json(sample());
  rd::Record record;
  read("record as written", text, record);

  // The same value as another writer might give it: members in another
  // order, whitespace, an escaped key, unknown members (skipped, validated).
  read("any order, whitespace, escapes, unknown keys",
       " {\n\t\"code\" : \"0x2a\", \"flags\":1, \"any\":\"text\", \"origin\":null, \"colorNumber\":2,\r\n"
       " \"level\":-1, \"color\":\"Red\", \"labels\":[], \"byColor\":{}, \"byId\":{\"7\":\"seven\"},"
       " \"tags\":{}, \"pair\":[1,\"one\"], \"triple\":[1,2,3], \"points\":[], \"nickname\":null,"
       " \"full\\u0020name\":\"\\u00e9\\ud83d\\ude00\", \"grade\":\"\\u0041\", \"active\":false,"
       " \"scale\":2.5e-1, \"ratio\":-0, \"count\":0, \"smallNumber\":127, \"id\":\"x\","
       " \"extra\":{\"deep\":[1,{\"a\":null},\"s\",true]}, \"more\":[] } ",
       record);
  // Absent optional and omitted-when-empty fields are emptied.
  std::string absent = text;
  absent.replace(absent.find("\"nickname\":\"ada\","), 17, "");
  read("absent optional", absent, record);

  rd::Record bad;
  read("missing required field", R"({"id":"x"})", bad);
  read("duplicate key", R"({"id":"x","id":"y"})", bad);
  read("wrong type", R"({"id":"x","smallNumber":1,"count":"12"})", bad);
  read("out of range", R"({"id":"x","smallNumber":200})", bad);
  read("negative into unsigned", R"({"id":"x","smallNumber":1,"count":-1})", bad);
  read("fraction into an integer", R"({"id":"x","smallNumber":1.5})", bad);
  read("bit-field out of range", text.substr(0, text.find("\"flags\":")) + "\"flags\":9}", bad);
  read("unknown enumerator", R"({"id":"x","smallNumber":1,"count":1,"ratio":1,"scale":1,"active":true,"grade":"a","full name":"n","nickname":null,"points":[],"triple":[1,2,3],"pair":[1,""],"tags":{},"byId":{},"byColor":{"Purple":1}})", bad);
  read("wrong array length", R"({"id":"x","smallNumber":1,"count":1,"ratio":1,"scale":1,"active":true,"grade":"a","full name":"n","nickname":null,"points":[{"x":1,"y":2}],"triple":[1,2]})", bad);
  read("nested error path", R"({"id":"x","smallNumber":1,"count":1,"ratio":1,"scale":1,"active":true,"grade":"a","full name":"n","nickname":null,"points":[{"x":1,"y":2},{"x":1,"y":true}]})", bad);
  read("custom reader rejects", text.substr(0, text.find("\"code\":")) + "\"code\":\"1f\"}", bad);
  read("invalid UTF-8", "{\"id\":\"\xff\"}", bad);
  read("truncated", text.substr(0, text.size() / 2), bad);
  read("trailing content", text + " x", bad);
  read("not JSON", "{id:1}", bad);
  read("empty input", "", bad);

  // The reading options.
  read<strict_keys>("unknown key, strict_keys", R"({"id":"x","bogus":1})", bad);
  rd::Point point{5, 6};
  read<keep_missing>("absent field kept, keep_missing", R"({"y":1})", point);
  read<last_wins>("duplicate key, last_wins", R"({"x":1,"y":2,"x":3})", point);
  // Unknown members mid-object (a partial model's input): the keys after
  // them are read on the in-order path again, and a field read before one
  // is still a duplicate when it comes back after it.
  read("unknown keys mid-object", R"({"a":0,"x":1,"b":[{"x":9}],"y":2,"c":null})", point);
  read("unknown key first, then in order", R"({"z":true,"x":3,"y":4})", point);
  read("out of order, unknown key, then the rest", R"({"y":7,"q":0,"x":8})", point);
  rd::Point twice;
  read("duplicate key after an unknown key", R"({"x":1,"q":0,"y":2,"x":5})", twice);
  read("duplicate key after an unknown key, before the rest", R"({"x":1,"q":0,"x":5,"y":2})", twice);
  read<last_wins>("duplicate key after an unknown key, last_wins", R"({"x":1,"q":0,"x":2,"y":3})", point);

  // Per-field defaults: absent, those fields take their defaults; the
  // others are still required.
  rd::Limits limits;
  limits.retries = 9;
  limits.mode = "slow";
  read("absent fields with defaults", R"({"required":1})", limits);
  read("absent field without a default", R"({"retries":1})", limits);

  // Aliases: a field also read under its older keys (and written under its
  // key); two keys of one field in one object are a repeated field.
  rd::Profile profile;
  read("aliases", R"({"login":"ada","age":36})", profile);
  read("aliases, first alias", R"({"years":37,"userName":"bob"})", profile);
  read("an alias and its key together", R"({"user_name":"a","years":1,"login":"b"})", profile);

  // Tagged variants: as written, and with their members in other orders.
  rd::Drawing drawing;
  rd::Drawing written;
  written.external = rd::Square{2};
  written.internal = rd::Circle{1};
  written.many = {rd::Circle{3}, rd::Square{4}};
  written.maybe = rd::Circle{5};
  read("tagged as written", jsongen_test::to_json(written), drawing);
  read("tags after the values",
       R"({"external":{"value":{"r":0.5},"type":"Circle"},"internal":{"side":2,"kind":"Square"},)"
       R"("many":[{"r":1,"kind":"Circle"}],"maybe":null})",
       drawing);
  read("monostate as null", R"({"external":{"type":"Circle","value":{"r":1}},"internal":null,"many":[]})", drawing);
  read("unknown tag", R"({"external":{"type":"Triangle","value":{}}})", drawing);
  read("missing tag", R"({"external":{"value":{"r":1}}})", drawing);

  // A private member (JSONGEN_FRIEND), and recursion.
  rd::Account account;
  read("private member", R"({"id":3,"balance_":-20})", account);
  rd::Node node;
  read("recursion", R"({"value":1,"children":[{"value":2,"children":[]},{"value":3,"children":[{"value":4,"children":[]}]}]})", node);
  read<shallow>("deeper than max_depth", R"({"value":1,"children":[{"value":2,"children":[{"value":3,"children":[]}]}]})", node);

  std::string out = "[\n";
  for (std::size_t i = 0; i < results.size(); ++i) out += results[i] + (i + 1 < results.size() ? ",\n" : "\n");
  std::fputs((out + "]\n").c_str(), stdout);
}
