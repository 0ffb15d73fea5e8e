#include "frontend/type_names.h"

#include <cctype>
#include <cstdint>
#include <vector>

#include "frontend/clang_util.h"
#include "frontend/template_parameters.h"

namespace jsongen {
namespace {

// The top-level template arguments of clang's spelling of a specialization
// ("q::W<E::b, q::B>" -> {"E::b", "q::B"}): as many as clang shows, which
// leaves out trailing defaulted arguments.
std::vector<std::string> spelled_arguments(const std::string& spelled) {
  std::vector<std::string> args;
  const auto open = spelled.find('<');
  if (open == std::string::npos) return args;
  int angles = 0, parens = 0;
  char quote = 0;
  std::string current;
  for (std::size_t i = open + 1; i < spelled.size(); ++i) {
    const char c = spelled[i];
    if (quote) {
      current += c;
      if (c == '\\' && i + 1 < spelled.size()) current += spelled[++i];
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') quote = c;
    if (c == '(' || c == '[' || c == '{') ++parens;
    if (c == ')' || c == ']' || c == '}') --parens;
    if (parens == 0 && c == '<') ++angles;
    if (parens == 0 && c == '>' && angles-- == 0) break;
    if (parens == 0 && angles == 0 && c == ',') {
      args.push_back(current);
      current.clear();
      continue;
    }
    if (!(current.empty() && c == ' ')) current += c;
  }
  while (!current.empty() && current.back() == ' ') current.pop_back();
  if (!current.empty()) args.push_back(current);
  return args;
}

bool is_literal(const std::string& text) {
  if (text == "true" || text == "false") return true;
  if (text.size() >= 3 && text.front() == '\'' && text.back() == '\'') return true;
  std::size_t i = text[0] == '-' ? 1 : 0;
  if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  while (i < text.size() && (text[i] == 'u' || text[i] == 'U' || text[i] == 'l' || text[i] == 'L')) ++i;
  return i == text.size();
}

// The value of a literal as clang prints an integral template argument:
// true, -5, 18446744073709551615ULL, 'a', '\n'.
bool literal_value(const std::string& text, bool& negative, std::uint64_t& magnitude) {
  negative = false;
  if (text == "true" || text == "false") {
    magnitude = text == "true" ? 1 : 0;
    return true;
  }
  if (text.size() >= 3 && text.front() == '\'' && text.back() == '\'') {
    const std::string inner = text.substr(1, text.size() - 2);
    if (inner.size() == 1) {
      magnitude = static_cast<unsigned char>(inner[0]);
      // plain char is signed on most targets: the value the literal has
      negative = inner[0] < 0;
      if (negative) magnitude = 0 - static_cast<std::uint64_t>(static_cast<long long>(inner[0]));
      return true;
    }
    static const char escapes[][2] = {{'n', '\n'}, {'t', '\t'}, {'r', '\r'}, {'0', '\0'}, {'\\', '\\'},
                                      {'\'', '\''}, {'"', '"'},   {'a', '\a'}, {'b', '\b'}, {'f', '\f'},
                                      {'v', '\v'}};
    if (inner.size() == 2 && inner[0] == '\\') {
      for (const auto& escape : escapes) {
        if (inner[1] == escape[0]) {
          magnitude = static_cast<unsigned char>(escape[1]);
          return true;
        }
      }
    }
    return false;
  }
  std::size_t i = 0;
  if (!text.empty() && text[0] == '-') {
    negative = true;
    i = 1;
  }
  if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  magnitude = 0;
  for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
    magnitude = magnitude * 10 + static_cast<unsigned>(text[i] - '0');
  }
  while (i < text.size() && (text[i] == 'u' || text[i] == 'U' || text[i] == 'l' || text[i] == 'L')) ++i;
  if (magnitude == 0) negative = false;
  return i == text.size();
}

// The value of an integral argument of type `type`, as a literal or an enumerator.
std::string integral_text(CXType type, bool negative, std::uint64_t magnitude) {
  const CXType canonical = clang_getCanonicalType(type);
  if (canonical.kind == CXType_Bool) return magnitude != 0 ? "true" : "false";
  if (canonical.kind == CXType_Enum) {
    const CXCursor decl = clang_getTypeDeclaration(canonical);
    const bool is_unsigned = is_unsigned_kind(clang_getCanonicalType(clang_getEnumDeclIntegerType(decl)).kind);
    for (CXCursor enumerator : children(decl)) {
      if (clang_getCursorKind(enumerator) != CXCursor_EnumConstantDecl) continue;
      const bool match =
          is_unsigned ? !negative && clang_getEnumConstantDeclUnsignedValue(enumerator) == magnitude
                      : static_cast<std::uint64_t>(clang_getEnumConstantDeclValue(enumerator)) ==
                            (negative ? 0 - magnitude : magnitude);
      if (match) return qualified_name(decl) + "::" + spelling(enumerator);
    }
    return "static_cast<" + qualified_name(decl) + ">(" + integral_text(clang_getEnumDeclIntegerType(decl), negative, magnitude) + ")";
  }
  if (!negative) return std::to_string(magnitude) + (is_unsigned_kind(canonical.kind) ? "u" : "");
  if (magnitude == (std::uint64_t{1} << 63)) return "(-9223372036854775807LL - 1)";
  return "-" + std::to_string(magnitude);
}

// The direct child expression of an explicit instantiation or specialization
// that is its `index`-th written template argument, or a null cursor: the
// argument list is found in the declaration's tokens, after its name.
CXCursor written_argument(CXCursor decl, std::size_t index) {
  const CXTranslationUnit tu = clang_Cursor_getTranslationUnit(decl);
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu, clang_getCursorExtent(decl), &tokens, &count);
  const CXSourceLocation name_location = clang_getCursorLocation(decl);
  unsigned name_offset = 0;
  clang_getSpellingLocation(name_location, nullptr, nullptr, nullptr, &name_offset);
  auto offset_of = [&](CXSourceLocation location) {
    unsigned offset = 0;
    clang_getSpellingLocation(location, nullptr, nullptr, nullptr, &offset);
    return offset;
  };
  // [begin, end) offsets of each top-level argument.
  std::vector<std::pair<unsigned, unsigned>> ranges;
  bool inside = false;
  int angles = 0, parens = 0;
  unsigned begin = 0;
  for (unsigned i = 0; i < count; ++i) {
    const CXSourceRange extent = clang_getTokenExtent(tu, tokens[i]);
    const unsigned start = offset_of(clang_getRangeStart(extent));
    const std::string text = take(clang_getTokenSpelling(tu, tokens[i]));
    if (!inside) {
      if (start > name_offset && text == "<") {
        inside = true;
        begin = offset_of(clang_getRangeEnd(extent));
      }
      continue;
    }
    if (text == "(" || text == "[" || text == "{") ++parens;
    if (text == ")" || text == "]" || text == "}") --parens;
    if (parens != 0) continue;
    if (text == "<") ++angles;
    const int closes = text == ">" ? 1 : text == ">>" ? 2 : 0;
    if (text == "," && angles == 0) {
      ranges.emplace_back(begin, start);
      begin = offset_of(clang_getRangeEnd(extent));
    } else if (closes > 0) {
      if (angles < closes) {
        ranges.emplace_back(begin, start);
        break;
      }
      angles -= closes;
    }
  }
  clang_disposeTokens(tu, tokens, count);
  if (index >= ranges.size()) return clang_getNullCursor();
  for (CXCursor child : children(decl)) {
    if (!clang_isExpression(clang_getCursorKind(child))) continue;
    const unsigned start = offset_of(clang_getRangeStart(clang_getCursorExtent(child)));
    if (start >= ranges[index].first && start < ranges[index].second) return child;
  }
  return clang_getNullCursor();
}

// The value of a constant expression as an argument of type `type`.
bool evaluate(CXCursor expression, CXType type, std::string& text) {
  const CXEvalResult result = clang_Cursor_Evaluate(expression);
  const bool evaluated = result && clang_EvalResult_getKind(result) == CXEval_Int;
  if (evaluated) {
    const bool is_unsigned = clang_EvalResult_isUnsignedInt(result) != 0;
    const long long value = clang_EvalResult_getAsLongLong(result);
    const bool negative = !is_unsigned && value < 0;
    const std::uint64_t magnitude = is_unsigned ? clang_EvalResult_getAsUnsigned(result)
                                    : negative  ? 0 - static_cast<std::uint64_t>(value)
                                                : static_cast<std::uint64_t>(value);
    text = integral_text(type, negative, magnitude);
  }
  if (result) clang_EvalResult_dispose(result);
  return evaluated;
}

bool non_type_argument(CXCursor decl, const std::vector<TemplateParameter>& parameters, std::size_t index,
                       const std::string& spelled, std::string& text, std::string& why) {
  const bool packs = !parameters.empty() && parameters.back().pack;
  const TemplateParameter* parameter = index < parameters.size() && !parameters[index].pack ? &parameters[index] : nullptr;
  const bool typed = parameter && parameter->kind == TemplateParameter::Kind::NonType &&
                     clang_getCanonicalType(parameter->type).kind != CXType_Unexposed &&
                     clang_getCanonicalType(parameter->type).kind != CXType_Auto;
  // libclang 16 and later: the argument's value.
  if (typed && !packs && clang_Cursor_getNumTemplateArguments(decl) > static_cast<int>(index) &&
      clang_Cursor_getTemplateArgumentKind(decl, static_cast<unsigned>(index)) == CXTemplateArgumentKind_Integral) {
    const unsigned i = static_cast<unsigned>(index);
    const long long value = clang_Cursor_getTemplateArgumentValue(decl, i);
    const bool is_unsigned = is_unsigned_kind(clang_getCanonicalType(parameter->type).kind) ||
                             clang_getCanonicalType(parameter->type).kind == CXType_Enum;
    const bool negative = !is_unsigned && value < 0;
    const std::uint64_t magnitude =
        negative ? 0 - static_cast<std::uint64_t>(value)
                 : (is_unsigned ? clang_Cursor_getTemplateArgumentUnsignedValue(decl, i) : static_cast<std::uint64_t>(value));
    text = integral_text(parameter->type, negative, magnitude);
    return true;
  }
  if (parameter && parameter->kind == TemplateParameter::Kind::Template) {
    why = "template template argument '" + spelled + "' is not supported";
    return false;
  }
  // Older libclang: clang's spelling, which holds literals and enumerators
  // (qualified or as written)...
  const CXType type = typed ? clang_getCanonicalType(parameter->type) : CXType{};
  bool negative = false;
  std::uint64_t magnitude = 0;
  if (typed && literal_value(spelled, negative, magnitude)) {
    text = integral_text(type, negative, magnitude);  // spelled as from newer libclang
    return true;
  }
  if (!typed && is_literal(spelled)) {
    text = spelled;
    return true;
  }
  if (!typed) {
    why = "cannot spell template argument '" + spelled + "' so that generated code names it";
    return false;
  }
  // ...or the written argument of an explicit instantiation, evaluated...
  const CXCursor expression = written_argument(decl, index);
  if (!clang_Cursor_isNull(expression) && evaluate(expression, type, text)) return true;
  if (spelled.empty()) {
    // ...or, left out of the spelling, the parameter's default argument.
    for (CXCursor child : children(parameter->cursor)) {
      if (!clang_isExpression(clang_getCursorKind(child))) continue;
      if (evaluate(child, type, text)) return true;
    }
    why = "cannot spell the default argument of template parameter '" + parameter->name +
          "' so that generated code names it (give the argument explicitly)";
    return false;
  }
  if (type.kind == CXType_Enum) {
    const CXCursor enum_decl = clang_getTypeDeclaration(type);
    // ...or an enumerator by its name ("E::b", "q::E::b")...
    const auto colon = spelled.rfind(':');
    const std::string enumerator = colon == std::string::npos ? spelled : spelled.substr(colon + 1);
    for (CXCursor child : children(enum_decl)) {
      if (clang_getCursorKind(child) == CXCursor_EnumConstantDecl && spelling(child) == enumerator) {
        text = qualified_name(enum_decl) + "::" + enumerator;
        return true;
      }
    }
    // ...or a value without one, "(q::E)5".
    const auto close = spelled.find(')');
    if (spelled[0] == '(' && close != std::string::npos && is_literal(spelled.substr(close + 1))) {
      text = "static_cast<" + qualified_name(enum_decl) + ">(" + spelled.substr(close + 1) + ")";
      return true;
    }
  }
  why = "cannot spell template argument '" + spelled + "' so that generated code names it (write it as a literal)";
  return false;
}

bool record_name(CXType record, std::string& name, std::string& why) {
  const CXCursor decl = clang_getTypeDeclaration(record);
  const CXCursor primary = primary_template(decl);
  if (clang_Cursor_isNull(primary)) {
    const CXCursor definition = clang_getCursorDefinition(decl);
    name = qualified_name(clang_Cursor_isNull(definition) ? decl : definition);
    return true;
  }
  const std::vector<std::string> spelled = spelled_arguments(spelling(record));
  const int total = clang_Type_getNumTemplateArguments(record);
  const std::vector<TemplateParameter> parameters = template_parameters(primary);
  name = qualified_name(primary) + "<";
  // Every argument, defaulted ones too: libclang versions differ in which
  // defaults their spelling leaves out, and the generated text must not.
  for (std::size_t i = 0; static_cast<int>(i) < total; ++i) {
    if (i > 0) name += ", ";
    const CXType argument = clang_Type_getTemplateArgumentAsType(record, static_cast<unsigned>(i));
    std::string text;
    if (argument.kind != CXType_Invalid) {
      if (!qualified_type_name(argument, text, why)) return false;
    } else if (!non_type_argument(decl, parameters, i, i < spelled.size() ? spelled[i] : std::string(), text,
                                  why)) {
      return false;
    }
    name += text;
  }
  name += ">";
  return true;
}

}  // namespace

bool qualified_record_name(CXType record, std::string& name, std::string& why) {
  return record_name(clang_getCanonicalType(record), name, why);
}

bool qualified_type_name(CXType type, std::string& name, std::string& why) {
  const CXType canonical = clang_getCanonicalType(type);
  const std::string cv = clang_isConstQualifiedType(canonical) ? "const " : "";
  switch (canonical.kind) {
    case CXType_Record:
      if (!record_name(canonical, name, why)) return false;
      name = cv + name;
      return true;
    case CXType_Enum:
      name = cv + qualified_name(clang_getTypeDeclaration(canonical));
      return true;
    case CXType_Pointer:
    case CXType_LValueReference:
    case CXType_RValueReference: {
      std::string pointee;
      if (!qualified_type_name(clang_getPointeeType(canonical), pointee, why)) return false;
      const char* op = canonical.kind == CXType_Pointer ? " *" : canonical.kind == CXType_LValueReference ? " &" : " &&";
      name = pointee + op + (cv.empty() ? "" : " const");
      return true;
    }
    default:
      name = spelling(canonical);
      return true;
  }
}

}  // namespace jsongen
