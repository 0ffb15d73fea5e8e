#include "frontend/translation_unit_facts.h"

#include <string_view>

#include "frontend/clang_util.h"

namespace jsongen {
namespace {

// The text between the quotes or angle brackets of the #include directive on
// the line holding `offset`, or "" when there is none.
std::string include_spelling_at(std::string_view source, unsigned offset) {
  if (offset > source.size()) return {};
  const auto line_start = source.rfind('\n', offset == 0 ? 0 : offset - 1);
  const auto begin = line_start == std::string_view::npos ? 0 : line_start + 1;
  auto end = source.find('\n', offset);
  if (end == std::string_view::npos) end = source.size();
  const std::string_view line = source.substr(begin, end - begin);
  const auto directive = line.find("include");
  if (directive == std::string_view::npos) return {};
  const auto open = line.find_first_of("\"<", directive);
  if (open == std::string_view::npos) return {};
  const auto close = line.find(line[open] == '"' ? '"' : '>', open + 1);
  if (close == std::string_view::npos) return {};
  return std::string(line.substr(open + 1, close - open - 1));
}

std::string directory_of(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

// The directory of the runtime's headers: where jsongen::serializer's primary
// template is defined. The serializers of standard types in it are the
// runtime's, not the user's.
std::string runtime_directory(CXCursor scope) {
  for (CXCursor c : children(scope)) {
    const CXCursorKind kind = clang_getCursorKind(c);
    if (kind == CXCursor_Namespace && spelling(c) == "jsongen" &&
        clang_getCursorKind(clang_getCursorSemanticParent(c)) == CXCursor_TranslationUnit) {
      for (CXCursor inner : children(c)) {
        if (clang_getCursorKind(inner) == CXCursor_ClassTemplate && spelling(inner) == "serializer" &&
            clang_isCursorDefinition(inner)) {
          return directory_of(location_of(inner).file);
        }
      }
    } else if (kind == CXCursor_LinkageSpec) {
      std::string found = runtime_directory(c);
      if (!found.empty()) return found;
    }
  }
  return {};
}

}  // namespace

TranslationUnitFacts::TranslationUnitFacts(CXTranslationUnit tu) : tu_(tu) {
  collect_inclusions();
  runtime_directory_ = runtime_directory(clang_getTranslationUnitCursor(tu));
  collect_custom_serializers(clang_getTranslationUnitCursor(tu));
}

void TranslationUnitFacts::collect_inclusions() {
  clang_getInclusions(
      tu_,
      [](CXFile included, CXSourceLocation* stack, unsigned depth, CXClientData data) {
        auto* self = static_cast<TranslationUnitFacts*>(data);
        const std::string name = take(clang_getFileName(included));
        self->dependencies.push_back(name);
        if (depth == 0) return;
        CXFile includer = nullptr;
        unsigned line = 0, column = 0, offset = 0;
        clang_getSpellingLocation(stack[0], &includer, &line, &column, &offset);
        if (!includer) return;
        std::size_t size = 0;
        const char* contents = clang_getFileContents(self->tu_, includer, &size);
        if (!contents) return;
        std::string spelled = include_spelling_at(std::string_view(contents, size), offset);
        if (!spelled.empty()) self->include_spelling.emplace(name, std::move(spelled));
      },
      this);
}

// User-written `template <> struct jsongen::serializer<T>` in any header
// the input includes: T is then written by that, whatever it is.
void TranslationUnitFacts::collect_custom_serializers(CXCursor scope) {
  for (CXCursor c : children(scope)) {
    const CXCursorKind kind = clang_getCursorKind(c);
    if (kind == CXCursor_Namespace && spelling(c) == "jsongen") {
      for (CXCursor inner : children(c)) {
        if (clang_getCursorKind(inner) == CXCursor_ClassTemplatePartialSpecialization) {
          collect_partial_specialization(inner);
          continue;
        }
        if (!is_record_kind(clang_getCursorKind(inner))) continue;
        const std::string primary = qualified_name(primary_template(inner));
        if (primary != "jsongen::serializer" && primary != "jsongen::deserializer") continue;
        const std::string file = location_of(inner).file;
        if (!runtime_directory_.empty() && directory_of(file) == runtime_directory_) continue;  // the runtime's own
        const CXType type = clang_getCursorType(inner);
        if (clang_Type_getNumTemplateArguments(type) < 1) continue;
        const std::string argument =
            spelling(clang_getCanonicalType(clang_Type_getTemplateArgumentAsType(type, 0)));
        (primary == "jsongen::serializer" ? custom_types : custom_reader_types).insert(argument);
      }
    } else if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
      collect_custom_serializers(c);
    }
  }
}

// `template <class T> struct serializer<my::Vec<T>>`: the template its
// argument is an instance of. A pattern of a standard template
// (serializer<std::vector<my::X<T>>>) is left to the runtime's rules, and one
// that is not an instance of a template (serializer<T, enable_if_t<...>>)
// names nothing jsongen can recognize.
void TranslationUnitFacts::collect_partial_specialization(CXCursor partial) {
  const std::string primary = qualified_name(primary_template(partial));
  if (primary != "jsongen::serializer" && primary != "jsongen::deserializer") return;
  const std::string file = location_of(partial).file;
  if (!runtime_directory_.empty() && directory_of(file) == runtime_directory_) return;  // the runtime's own
  const CXType type = clang_getCursorType(partial);
  if (clang_Type_getNumTemplateArguments(type) < 1) return;
  const CXCursor pattern = clang_getTypeDeclaration(clang_Type_getTemplateArgumentAsType(type, 0));
  if (clang_getCursorKind(pattern) != CXCursor_ClassTemplate) return;
  const std::string name = qualified_name(pattern);
  if (name.compare(0, 5, "std::") == 0) return;
  (primary == "jsongen::serializer" ? custom_templates : custom_reader_templates).insert(name);
}

bool TranslationUnitFacts::class_has_member(const std::string& qualified, const std::string& member) const {
  // Down the scopes one name at a time, from the translation unit.
  std::string_view rest = qualified;
  if (rest.substr(0, 2) == "::") rest.remove_prefix(2);
  CXCursor scope = clang_getTranslationUnitCursor(tu_);
  while (!rest.empty()) {
    const std::size_t colons = rest.find("::");
    const std::string name(rest.substr(0, colons));
    rest = colons == std::string_view::npos ? std::string_view() : rest.substr(colons + 2);
    CXCursor found = clang_getNullCursor();
    for (CXCursor c : children(scope)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      const bool scope_kind = kind == CXCursor_Namespace || is_record_kind(kind) || kind == CXCursor_ClassTemplate;
      if (kind == CXCursor_LinkageSpec && rest.empty()) continue;
      if (scope_kind && spelling(c) == name && (kind == CXCursor_Namespace || clang_isCursorDefinition(c))) {
        found = c;
        if (!rest.empty() && kind == CXCursor_Namespace) {
          // A namespace may be reopened: the next name may be in any of its
          // blocks, so keep the first block that has it.
          bool has_next = false;
          const std::size_t next_colons = rest.find("::");
          const std::string next(rest.substr(0, next_colons));
          for (CXCursor inner : children(c)) has_next |= spelling(inner) == next;
          if (!has_next) {
            found = clang_getNullCursor();
            continue;
          }
        }
        break;
      }
    }
    if (clang_Cursor_isNull(found)) return false;
    scope = found;
  }
  if (!is_record_kind(clang_getCursorKind(scope))) return false;
  for (CXCursor c : children(scope)) {
    const CXCursorKind kind = clang_getCursorKind(c);
    if ((kind == CXCursor_CXXMethod || kind == CXCursor_FunctionTemplate) && spelling(c) == member) return true;
  }
  return false;
}

void collect_clang_errors(CXTranslationUnit tu, Diagnostics& errors, bool* fatal) {
  const unsigned count = clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < count; ++i) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    if (fatal && clang_getDiagnosticSeverity(d) == CXDiagnostic_Fatal) *fatal = true;
    if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
      CXFile file = nullptr;
      unsigned line = 0, column = 0, offset = 0;
      clang_getSpellingLocation(clang_getDiagnosticLocation(d), &file, &line, &column, &offset);
      std::string message = take(clang_getDiagnosticSpelling(d));
      // The newcomer's first error: the compiler's include directories were
      // not given to jsongen.
      const std::string not_found = "' file not found";
      if (message.size() > not_found.size() &&
          message.compare(message.size() - not_found.size(), not_found.size(), not_found) == 0) {
        message +=
            "; jsongen needs the include directories the compiler gets: jsongen HEADER -- -I DIR, or -p BUILD_DIR "
            "to take them from compile_commands.json (add_json_serializers passes the target's)";
      }
      errors.push_back({{file ? take(clang_getFileName(file)) : std::string(), line, column}, std::move(message)});
    }
    clang_disposeDiagnostic(d);
  }
}

}  // namespace jsongen
