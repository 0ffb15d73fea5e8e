// A file that includes only the split layout's model.json.h: it parses the
// runtime's declarations (jsongen/compiled.h), not the writer, and calls
// the entry points model.json.cpp compiled.
#include <cstdio>
#include <string>
#include <type_traits>

#include "model.json.h"
#include "round_trip.h"  // every value read back and written again

#ifndef JSONGEN_TEST_LAYOUT_HEADER_ONLY
template <class T, class = void>
struct is_complete : std::false_type {};
template <class T>
struct is_complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};
static_assert(!is_complete<jsongen::detail::compiled_string_writer>::value,
              "model.json.h includes the writer: it should declare the serializers only");
#endif

// A JSON string of text that holds no control bytes.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

int main() {
  shop::Order order;
  order.id = 42;
  order.customer = "Ada \xc3\xa9";
  order.tier = shop::Tier::Gold;
  order.code = shop::Code::B;
  order.lines = {{"pen", 2, 1.5}, {"ink", 1, 0.25}};
  order.counts = {{shop::Tier::Silver, 3}};
  order.by_store = {{"north", {{"cap", 7, 3}}}};

  std::string out = "[" + jsongen_test::to_json(order) + ",";  // the returned string
  std::string buffer;
  jsongen::to_json(shop::Line{"x", 1, 2}, buffer);  // into a buffer, a nested struct at the top level
  out += buffer + ",";

  // A failure, without exceptions: what and where.
  shop::Order bad = order;
  bad.by_store["north"][0].sku = "\xff";
  const jsongen::status st = jsongen::try_to_json(bad, buffer);
  out += quoted(st.message()) + ",";
  out += buffer.empty() ? "\"emptied\"," : "\"not emptied\",";

  // The same failure, thrown (where exceptions are on; the path is the same).
#if JSONGEN_EXCEPTIONS
  try {
    jsongen::to_json(bad);
    out += "\"not thrown\"";
  } catch (const jsongen::error& e) {
    out += quoted(e.path());
  }
#else
  out += quoted(st.path);
#endif
  out += "]";
  std::puts(out.c_str());
}
