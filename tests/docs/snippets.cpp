// The C++ snippets of README.md and docs/, verbatim, in functions that main()
// runs (check_snippets.awk checks that every snippet is here, or in
// doc_types.h or the example's shop/customer.h; run_snippets.sh compiles and
// runs this). Where a snippet shows what it prints, main() checks it.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "shop/customer.json.h"   // generated
#include "doc_types.json.h"
#include "nlohmann_doc_types.json.h"  // generated with --nlohmann
#include <jsongen/lines.h>
#include <jsongen/read_lines_parallel.h>  // (uses std::thread: link with -pthread where needed)

#include <cstdint>
#include <sstream>
#include <thread>
#include <vector>

namespace {

int failures = 0;

void expect(bool ok, const std::string& what, const std::string& got) {
  if (ok) return;
  std::fprintf(stderr, "FAIL: %s; got: %s\n", what.c_str(), got.c_str());
  ++failures;
}

// README.md, "What it does": writing.
std::string readme_writing(const shop::Customer& customer) {
  std::string json = jsongen::to_json(customer);
  // {"id":42,"name":"Ada","email":null,"tier":"Gold"}
  expect(json == R"({"id":42,"name":"Ada","email":null,"tier":"Gold"})", "README's written customer", json);

  std::string buffer;                // hot loop: reuses buffer's capacity
  jsongen::to_json(customer, buffer);
  expect(buffer == json, "to_json into a buffer", buffer);
  return json;
}

// README.md, "What it does": reading.
void readme_reading(const std::string& json) {
  shop::Customer customer;
  jsongen::status s = jsongen::from_json(json, customer);   // never throws; reuses customer's memory
  if (!s) std::cerr << s.message() << '\n';
  // for {"id":7,"name":"Bob","email":null,"tier":"Platinum"}:
  // jsongen: an unknown name at tier, line 1 column 42 (byte 41): expected one of "Basic",
  // "Silver", "Gold", found "Platinum"
  try {
    auto c = jsongen::from_json<shop::Customer>(json);       // throws jsongen::error
    expect(c.id == customer.id && c.name == customer.name, "from_json<T> reads what from_json did", c.name);
  } catch (const jsongen::error& e) {
    expect(!s, std::string("from_json<T> threw where from_json succeeded: ") + e.what(), json);
  }
}

void readme_reading_message() {
  const std::string platinum = R"({"id":7,"name":"Bob","email":null,"tier":"Platinum"})";
  shop::Customer customer;
  const jsongen::status s = jsongen::from_json(platinum, customer);
  const std::string expected =
      R"(jsongen: an unknown name at tier, line 1 column 42 (byte 41): expected one of "Basic", )"
      R"("Silver", "Gold", found "Platinum")";
  expect(!s && s.message() == expected, "README's message for Platinum", s.message());
}

// docs/reference.md, "Options and errors".
void readme_pretty(const docs::Wallet& value, std::string& out) {
  jsongen::to_json<jsongen::pretty_options<4>>(value, out);   // indented by 4
}

struct strict : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::error;      // null | error | literal
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::error;   // error | replace | pass
  static constexpr bool escape_line_separators = false;  // true: U+2028/U+2029 as \u2028/\u2029
  static constexpr bool uppercase_hex = false;           // true: \u001F rather than \u001f
  static constexpr bool pretty = false;
  static constexpr unsigned indent = 2;
};

void readme_strict(const docs::Wallet& value, std::string& out) {
  jsongen::status st = jsongen::try_to_json<strict>(value, out);   // never throws
  if (!st) std::cerr << st.message();   // "jsongen: invalid UTF-8 in a string at users[3].name"
  expect(!st && st.message() == "jsongen: invalid UTF-8 in a string at owner", "strict's UTF-8 error", st.message());
}

// docs/reading.md, "The contract".
struct my_options : jsongen::default_options {};

void reading_contract(const std::string& text) {
  shop::Customer c;
  jsongen::status s = jsongen::from_json(text, c);   // never throws
  if (!s) std::cerr << s.message() << '\n';
  // jsongen: a value of the wrong type at orders[3].quantity, line 1 column 214 (byte 213):
  // expected an integer for 'quantity', found "12"

  shop::Customer d = jsongen::from_json<shop::Customer>(text);   // throws jsongen::error
  jsongen::from_json<my_options>(text, c);                        // other options (below)
  expect(d.name == c.name, "from_json<T> and from_json<Options> read the same", d.name);
}

// docs/reading.md, "Options".
struct lenient : jsongen::default_options {
  static constexpr jsongen::unknown_key_policy unknown_keys = jsongen::unknown_key_policy::skip;      // skip | error
  static constexpr jsongen::missing_field_policy missing_fields = jsongen::missing_field_policy::keep; // error | keep
  static constexpr jsongen::duplicate_key_policy duplicate_keys = jsongen::duplicate_key_policy::last_wins;  // error | last_wins
  static constexpr unsigned max_depth = 64;                                                          // 512
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::literal;   // null | error | literal
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace; // error | replace | pass
};

void reading_lenient(const std::string& text, docs::Wallet& value) {
  jsongen::from_json<lenient>(text, value);
}

// docs/compiled-serializers.md: what a file that includes only .json.h files can call.
void compiled_calls(const docs::Point& point, std::string& buffer) {
  std::string s = jsongen::to_json(point);          // the returned string
  jsongen::to_json(point, buffer);                  // into a std::string, reusing it
  jsongen::status st = jsongen::try_to_json(point, buffer);  // without exceptions
  expect(st.ok() && s == buffer && s == R"({"x":1,"y":2})", "the compiled calls", s);
}

// docs/nlohmann.md: the types of nlohmann's macros, written and read by jsongen.
void nlohmann_switch() {
  app::Event event{"disk full", app::Level::error, app::Source::net, 'E', {{3, "df -h"}}, 2};
  std::string json = jsongen::to_json(event);
  // {"message":"disk full","level":"error","source":1,"code":69,"lines":[[3,"df -h"]]}
  // which parses to the same value as nlohmann::json(event).dump()
  app::Event back;
  jsongen::status st = jsongen::from_json(json, back);
  expect(json == R"({"message":"disk full","level":"error","source":1,"code":69,"lines":[[3,"df -h"]]})",
         "the --nlohmann event", json);
  expect(st.ok() && back.code == 'E' && back.lines == event.lines, "the --nlohmann event read back", st.message());
  expect(nlohmann::json::parse(json) == nlohmann::json::parse(nlohmann::json(event).dump()),
         "the --nlohmann event as nlohmann::json writes it", nlohmann::json(event).dump());
}

}  // namespace

// docs/json-lines.md: reading records.
std::int64_t lines_reading(std::istream& in) {
  std::int64_t total = 0;
  jsongen::lines_status s = jsongen::read_lines<docs::Event>(in, [&](docs::Event& e) {
    total += e.amount;
  });
  if (!s) std::cerr << s.message() << '\n';
  return total;
}

// docs/json-lines.md: a record of one's own, the position, stopping.
jsongen::lines_status lines_reused(const std::string& text) {
  docs::Event record;
  jsongen::lines_status s = jsongen::read_lines(text, record, [&](docs::Event& e, const jsongen::record_position& at) {
    if (e.amount < 0) {
      std::cerr << "record " << at.number << " (line " << at.line << ", byte " << at.offset << "): negative\n";
      return false;  // stop here
    }
    return true;
  });
  return s;
}

int lines_concatenated() {
  int sum = 0;
  jsongen::read_concatenated<docs::Point>(R"({"x":1,"y":2} {"x":3,"y":4}{"x":5,"y":6})", [&](docs::Point& p) {
    sum += p.x;
  });
  return sum;
}

jsongen::lines_status lines_bounded(std::FILE* file, docs::Event& record, int& count) {
  auto handle = [&](docs::Event&) { ++count; };
  jsongen::lines_status s = jsongen::read_lines(file, record, handle, jsongen::stream_buffer{64 * 1024, 16 << 20});
  return s;
}

std::size_t lines_parallel(const std::string& text) {
  std::vector<docs::Event> events;  // kept from call to call: its values are read into again
  jsongen::lines_status s = jsongen::read_lines_parallel(text, events, std::thread::hardware_concurrency());
  expect(s.ok() && s.records == events.size(), "read_lines_parallel", s.message());
  return events.size();
}

std::string lines_writing(std::ostream& os) {
  std::vector<docs::Event> events = {{"ada", 5}, {"bo", -2}};
  std::string out;
  jsongen::write_lines(events, out);  // {"user":"ada","amount":5}\n{"user":"bo","amount":-2}\n
  jsongen::write_lines(events, os);   // an std::ostream, or a FILE*
  return out;
}

docs::Point lines_document(std::istream& in) {
  docs::Point point;
  jsongen::status st = jsongen::from_json(in, point);  // an std::istream or a FILE*, read to its end
  expect(st.ok(), "from_json of a stream", st.message());
  return point;
}

struct comments_only : jsongen::default_options {
  static constexpr bool allow_comments = true;         // `// to the end of the line` and `/* ... */`
  static constexpr bool allow_trailing_commas = false; // [1,2,] and {"a":1,}
};

void lines_lenient(const std::string& config_text, docs::Wallet& config) {
  jsongen::from_json<jsongen::lenient_options>(config_text, config);  // both
  docs::Point p;
  expect(jsongen::from_json<comments_only>("{\"x\":1, /* y */ \"y\":2}", p).ok(), "comments_only reads comments", "");
}

void json_lines() {
  std::istringstream in("{\"user\":\"ada\",\"amount\":5}\n\n{\"user\":\"bo\",\"amount\":7}");
  const std::int64_t total = lines_reading(in);
  expect(total == 12, "read_lines's total", std::to_string(total));
  const std::string bad = "{\"user\":\"ada\",\"amount\":5}\n\n{\"user\":\"bo\",\"amount\":\"12\"}\n";
  const jsongen::lines_status error = lines_reused(bad);
  const std::string shown =
      "jsongen: record 2: a value of the wrong type at amount, line 3 column 23 (byte 49): expected an integer for "
      "'amount', found \"12\"";
  expect(error.message() == shown, "the error message of json-lines.md", error.message());
  const jsongen::lines_status stopped = lines_reused("{\"user\":\"a\",\"amount\":-1}\n{\"user\":\"b\",\"amount\":1}\n");
  expect(stopped.ok() && stopped.stopped && stopped.records == 1, "the callback stops", stopped.message());
  expect(lines_concatenated() == 9, "read_concatenated", std::to_string(lines_concatenated()));
  std::FILE* file = std::tmpfile();
  std::fputs("{\"user\":\"a\",\"amount\":1}\n{\"user\":\"b\",\"amount\":2}\n", file);
  std::rewind(file);
  docs::Event record;
  int count = 0;
  const jsongen::lines_status s = lines_bounded(file, record, count);
  std::fclose(file);
  expect(s.ok() && count == 2, "read_lines of a FILE*", s.message());
  const std::size_t parallel = lines_parallel("{\"user\":\"a\",\"amount\":1}\n\n{\"user\":\"b\",\"amount\":2}\n");
  expect(parallel == 2, "read_lines_parallel's records", std::to_string(parallel));
  std::ostringstream os;
  const std::string out = lines_writing(os);
  expect(out == "{\"user\":\"ada\",\"amount\":5}\n{\"user\":\"bo\",\"amount\":-2}\n" && os.str() == out, "write_lines", out);
  std::istringstream doc("{\"x\": 3,\n \"y\": 4}\n");
  expect(lines_document(doc).y == 4, "from_json of a stream's value", "");
  docs::Wallet config;
  lines_lenient("// the wallet\n{\"owner\": \"Ada\", /* cents */ \"balance\": 5,}\n", config);
  expect(config.owner == "Ada" && config.balance.cents() == 5, "lenient_options", config.owner);
}

int main() {
  const std::string json = readme_writing(shop::Customer{42, "Ada", std::nullopt, shop::Tier::Gold});
  readme_reading(json);
  readme_reading_message();
  reading_contract(json);

  docs::Wallet wallet{"Ada", money::Amount::from_cents(1250)};
  std::string out;
  readme_pretty(wallet, out);
  expect(out == "{\n    \"owner\": \"Ada\",\n    \"balance\": 1250\n}", "pretty_options<4>", out);
  docs::Wallet bad{"bad\xff", money::Amount::from_cents(1)};
  readme_strict(bad, out);
  docs::Wallet read_back;
  reading_lenient(R"({"owner":"Bo","balance":-5,"extra":[1,2]})", read_back);
  expect(read_back.owner == "Bo" && read_back.balance.cents() == -5, "lenient reading with the custom deserializer",
         read_back.owner);

  std::string buffer;
  compiled_calls(docs::Point{1, 2}, buffer);
  nlohmann_switch();
  json_lines();
  if (failures != 0) return 1;
  std::puts("ok: every snippet compiled and ran");
}
