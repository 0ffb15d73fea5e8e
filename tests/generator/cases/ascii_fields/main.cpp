// A page's string fields, written again and again as their text changes from
// ASCII to other text: each output (or error), one JSON object per step.
// Where the escaper uses the hints (x86 with AVX2), each step also
// checks which fields' hints still say ASCII, and a wrong one shows in the
// output.
#include <cstdio>
#include <string>

// Written with options other than the defaults: the definitions, which the
// split layout keeps in the .json.inl.h (the header-only one in the .json.h).
#if __has_include("ascii_fields.json.inl.h")
#include "ascii_fields.json.inl.h"
#else
#include "ascii_fields.json.h"
#endif

namespace {

struct replacing : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
};

// Which of Page's and Link's string fields have held only ASCII so far.
std::string hints() {
  std::string out;
  const auto add = [&out](const char* name, const jsongen::detail::text_hint& hint) {
    if (hint.ascii_so_far()) out += std::string(out.empty() ? "" : ",") + "\"" + name + "\"";
  };
  const auto& page = jsongen::serializer<af::Page>::text_hints;
  add("url", page[0]);
  add("title", page[1]);
  add("note", page[2]);
  const auto& link = jsongen::serializer<af::Link>::text_hints;
  add("href", link[0]);
  add("rel", link[1]);
  return "[" + out + "]";
}

std::string output;  // the steps, one JSON object each

template <class Options = jsongen::default_options>
void step(const char* name, const af::Page& page, const std::string& ascii_so_far) {
  std::string json;
  const jsongen::status st = jsongen::try_to_json<Options>(page, json);
  output += output.empty() ? "[\n" : ",\n";
  output += std::string("{\"step\":\"") + name + "\",";
  if (st.ok()) {
    output += "\"json\":" + json;
  } else {
    output += "\"error\":" + jsongen::to_json(st.message());
  }
  // The expected hints assume a short string is checked inline, which needs
  // 16 readable bytes (config.h); elsewhere (libstdc++'s old ABI) a short
  // string takes the hinted path and may clear its field's hint sooner:
  // only speed differs, the bytes above are checked all the same.
  if (jsongen::detail::text_hints_in_use() && JSONGEN_STRING_OVERREAD && hints() != ascii_so_far) {
    output += ",\"WRONG HINTS\":" + hints() + ",\"expected\":" + ascii_so_far;
  }
  output += "}";
}

}  // namespace

int main() {
  const std::string long_ascii = "https://example.com/a/long/path/that/takes/more/than/two/blocks?q=1";
  af::Page page;
  page.url = long_ascii;
  page.title = "A title of more than sixteen bytes, with \"quotes\" and a \\";
  page.note = std::string("a note\tof more than thirty-two bytes\n in all");
  page.links = {{"https://example.com/first/link/of/this/page", "nofollow noopener noreferrer"}};
  page.tags = {"plain", "caf\xc3\xa9"};
  step("all ASCII", page, R"(["url","title","note","href","rel"])");

  // Short text from 0x80 up is checked inline and leaves the hints alone.
  page.title = "Caf\xc3\xa9";
  step("short two-byte text", page, R"(["url","title","note","href","rel"])");

  // Longer text from 0x80 up: the field's hint is set there, the others kept.
  page.title = "A longer title, then \"quoted\" \xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e and an emoji \xf0\x9f\x98\x80 at the end";
  step("title turns to other text", page, R"(["url","note","href","rel"])");

  // Ill-formed text in a field that has been ASCII: the same error as without
  // the hint, with its path; the hint is set.
  page.url = long_ascii + "\xff" + long_ascii;
  step("ill-formed url", page, R"(["note","href","rel"])");
  page.url = long_ascii;

  // A sequence across the blocks of the first non-ASCII string of a field,
  // after an escape: every byte lands as it is.
  page.links[0].href = std::string(31, 'h') + "\"" + std::string(29, 'i') + "\xf0\x9f\x8e\x89" + std::string(20, 'j');
  step("href turns to other text after an escape", page, R"(["note","rel"])");

  // Replacement (utf8_policy::replace) in a field still ASCII so far.
  page.note = std::string(40, 'n') + "\xc3(" + std::string(10, 'm') + "\xed\xa0\x80" + "end";
  step<replacing>("note replaced", page, R"(["rel"])");

  // Once set, a hint stays set: ASCII text again is written as before.
  page.title = "A title of more than sixteen bytes, with \"quotes\" and a \\";
  page.note = std::string("a note\tof more than thirty-two bytes\n in all");
  step("ASCII again", page, R"(["rel"])");

  // rel, a string_view, still ASCII so far; now a long one that is not.
  page.links[0].rel = "nofollow \xe2\x80\x94 an em dash past the first block of thirty-two bytes";
  step("rel turns to other text", page, "[]");

  std::printf("%s\n]\n", output.c_str());
  return 0;
}
