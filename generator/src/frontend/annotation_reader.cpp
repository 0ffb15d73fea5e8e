#include "frontend/annotation_reader.h"

#include <string>
#include <string_view>

#include "frontend/clang_util.h"
#include "frontend/option_table.h"
#include "frontend/string_literal.h"

namespace jsongen {

Annotations read_annotations(CXCursor c, Diagnostics* problems) {
  Annotations a;
  for (CXCursor child : children(c)) {
    if (clang_getCursorKind(child) != CXCursor_AnnotateAttr) continue;
    const std::string text = spelling(child);
    const OptionSpec* spec = option_for_attribute(text);
    if (spec == nullptr) continue;  // not jsongen's (the placement check reports unknown jsongen: texts)
    const std::string_view value = std::string_view(text).substr(spec->attribute.size());
    switch (spec->value) {
      case OptionValue::Flag:
        a.*spec->flag = true;
        break;
      case OptionValue::Spelling:
        a.*spec->text = std::string(value);
        break;
      case OptionValue::Text:
      case OptionValue::Texts: {  // (Texts: a repeatable macro, each use one more)
        // The spelling of the macro's string literal argument (or arguments).
        std::string decoded, why;
        std::vector<std::string> listed;
        const bool decodes = spec->several_per_use ? decode_string_literal_list(value, listed, why)
                                                   : decode_string_literals(value, decoded, why);
        for (const std::string& each : listed) decoded += each;  // (checked as UTF-8 together)
        if (!decodes) {
          if (problems) {
            problems->push_back(
                {location_of(child),
                 std::string(spec->macro) +
                     (spec->several_per_use ? " takes string literals: " : " takes a string literal: ") + why});
          }
        } else if (!is_valid_utf8(decoded)) {
          if (problems) {
            problems->push_back({location_of(child), std::string(spec->macro) +
                                                         " text is not valid UTF-8 (JSON text is UTF-8; "
                                                         "write the characters themselves or \\u escapes)"});
          }
        } else if (spec->value == OptionValue::Texts) {
          std::optional<std::vector<std::string>>& list = a.*spec->texts;
          if (!list) list.emplace();
          if (spec->several_per_use) {
            list->insert(list->end(), listed.begin(), listed.end());
          } else {
            list->push_back(std::move(decoded));
          }
        } else {
          a.*spec->text = std::move(decoded);
        }
        break;
      }
    }
  }
  return a;
}

}  // namespace jsongen
