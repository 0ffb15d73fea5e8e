#include "frontend/annotation_reader.h"

#include <string_view>

#include "frontend/clang_util.h"
#include "frontend/string_literal.h"

namespace jsongen {

Annotations read_annotations(CXCursor c, Diagnostics* problems) {
  Annotations a;
  for (CXCursor child : children(c)) {
    if (clang_getCursorKind(child) != CXCursor_AnnotateAttr) continue;
    const std::string text = spelling(child);
    // A string-valued annotation: the spelling of its macro's string literal argument.
    auto value = [&](std::string_view prefix, const char* macro, std::optional<std::string>& into) {
      if (text.compare(0, prefix.size(), prefix) != 0) return false;
      std::string decoded, why;
      if (!decode_string_literals(std::string_view(text).substr(prefix.size()), decoded, why)) {
        if (problems) problems->push_back({location_of(child), std::string(macro) + " takes a string literal: " + why});
      } else if (!is_valid_utf8(decoded)) {
        if (problems) {
          problems->push_back({location_of(child), std::string(macro) +
                                                       " text is not valid UTF-8 (JSON text is UTF-8; "
                                                       "write the characters themselves or \\u escapes)"});
        }
      } else {
        into = std::move(decoded);
      }
      return true;
    };
    if (text == "jsongen:serialize")
      a.serialize = true;
    else if (text == "jsongen:skip")
      a.skip = true;
    else if (text == "jsongen:omit_empty")
      a.omit_empty = true;
    else if (text == "jsongen:omit_null")
      a.omit_null = true;
    else if (text == "jsongen:enum_as_number")
      a.enum_as_number = true;
    else if (text.compare(0, 13, "jsongen:with=") == 0)
      a.with = text.substr(13);
    else if (value("jsongen:rename=", "JSONGEN_RENAME", a.rename) ||
             value("jsongen:naming=", "JSONGEN_NAMING", a.naming) ||
             value("jsongen:tagged_value=", "JSONGEN_TAGGED", a.tagged_value) ||
             value("jsongen:tagged=", "JSONGEN_TAGGED", a.tagged) ||
             value("jsongen:tag_field=", "JSONGEN_TAG_FIELD", a.tag_field)) {
    }
  }
  return a;
}

}  // namespace jsongen
