// libclang -> model. The only file of the generator that sees clang cursors.
#include "parser.h"

#include <clang-c/Index.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string_view>

#include "paths.h"

namespace jsongen {
namespace {

using model::TypeRef;

constexpr std::string_view kSerializeAnnotation = "jsongen:serialize";
constexpr std::string_view kSkipAnnotation = "jsongen:skip";
constexpr std::string_view kRenamePrefix = "jsongen:rename=";

std::string take(CXString s) {
  const char* text = clang_getCString(s);
  std::string result = text ? text : "";
  clang_disposeString(s);
  return result;
}

std::string spelling(CXCursor c) { return take(clang_getCursorSpelling(c)); }
std::string spelling(CXType t) { return take(clang_getTypeSpelling(t)); }

std::vector<CXCursor> children(CXCursor parent) {
  std::vector<CXCursor> result;
  clang_visitChildren(
      parent,
      [](CXCursor child, CXCursor, CXClientData data) {
        static_cast<std::vector<CXCursor>*>(data)->push_back(child);
        return CXChildVisit_Continue;
      },
      &result);
  return result;
}

std::vector<std::string> annotations(CXCursor c) {
  std::vector<std::string> result;
  for (CXCursor child : children(c)) {
    if (clang_getCursorKind(child) == CXCursor_AnnotateAttr) result.push_back(spelling(child));
  }
  return result;
}

bool has_annotation(CXCursor c, std::string_view annotation) {
  for (const auto& a : annotations(c)) {
    if (a == annotation) return true;
  }
  return false;
}

// Where the user wrote it: for a declaration made by a macro, the macro's use.
model::SourceLocation location_of(CXSourceLocation location) {
  CXFile file = nullptr;
  unsigned line = 0, column = 0, offset = 0;
  clang_getExpansionLocation(location, &file, &line, &column, &offset);
  return {file ? take(clang_getFileName(file)) : std::string(), line, column};
}

model::SourceLocation location_of(CXCursor c) { return location_of(clang_getCursorLocation(c)); }

bool is_record_kind(CXCursorKind kind) {
  return kind == CXCursor_StructDecl || kind == CXCursor_ClassDecl || kind == CXCursor_UnionDecl;
}

// "shop::Item": namespaces and enclosing classes, without inline and
// anonymous namespaces (their members are reachable without them).
std::string qualified_name(CXCursor c) {
  std::vector<std::string> parts;
  for (CXCursor cursor = c; !clang_Cursor_isNull(cursor); cursor = clang_getCursorSemanticParent(cursor)) {
    const CXCursorKind kind = clang_getCursorKind(cursor);
    if (kind == CXCursor_TranslationUnit || clang_isInvalid(kind)) break;
    if (kind == CXCursor_Namespace) {
      if (clang_Cursor_isInlineNamespace(cursor) || clang_Cursor_isAnonymous(cursor)) continue;
    } else if (!is_record_kind(kind) && kind != CXCursor_EnumDecl && kind != CXCursor_ClassTemplate) {
      continue;
    }
    parts.push_back(spelling(cursor));
  }
  std::string name;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
    if (!name.empty()) name += "::";
    name += *it;
  }
  return name;
}

bool is_declared_in_function(CXCursor c) {
  for (CXCursor cursor = clang_getCursorSemanticParent(c); !clang_Cursor_isNull(cursor);
       cursor = clang_getCursorSemanticParent(cursor)) {
    const CXCursorKind kind = clang_getCursorKind(cursor);
    if (kind == CXCursor_TranslationUnit || clang_isInvalid(kind)) return false;
    if (kind == CXCursor_FunctionDecl || kind == CXCursor_CXXMethod || kind == CXCursor_FunctionTemplate ||
        kind == CXCursor_Constructor || kind == CXCursor_LambdaExpr) {
      return true;
    }
  }
  return false;
}

bool is_char_kind(CXTypeKind kind) { return kind == CXType_Char_S || kind == CXType_Char_U; }

bool is_unsigned_kind(CXTypeKind kind) {
  switch (kind) {
    case CXType_Bool:
    case CXType_Char_U:
    case CXType_UChar:
    case CXType_UShort:
    case CXType_UInt:
    case CXType_ULong:
    case CXType_ULongLong:
      return true;
    default:
      return false;
  }
}

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

class Parser {
 public:
  Parser(CXTranslationUnit tu, ParseResult& result) : tu_(tu), result_(result) {}

  void run() {
    collect_inclusions();
    visit_scope(clang_getTranslationUnitCursor(tu_));
  }

 private:
  void error(const model::SourceLocation& location, std::string message) {
    result_.errors.push_back({location, std::move(message)});
  }

  // Records every file the translation unit read (for depfiles) and how each
  // was spelled in its #include (to include its generated header the same way).
  void collect_inclusions() {
    clang_getInclusions(
        tu_,
        [](CXFile included, CXSourceLocation* stack, unsigned depth, CXClientData data) {
          auto* self = static_cast<Parser*>(data);
          const std::string name = take(clang_getFileName(included));
          self->result_.dependencies.push_back(name);
          if (depth == 0) return;
          CXFile includer = nullptr;
          unsigned line = 0, column = 0, offset = 0;
          clang_getSpellingLocation(stack[0], &includer, &line, &column, &offset);
          if (!includer) return;
          std::size_t size = 0;
          const char* contents = clang_getFileContents(self->tu_, includer, &size);
          if (!contents) return;
          std::string spelled = include_spelling_at(std::string_view(contents, size), offset);
          if (!spelled.empty()) self->include_spelling_.emplace(name, std::move(spelled));
        },
        this);
  }

  // Walks namespaces and classes of the input file looking for annotated structs.
  void visit_scope(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      if (!clang_Location_isFromMainFile(clang_getCursorLocation(c))) continue;
      const CXCursorKind kind = clang_getCursorKind(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        visit_scope(c);
      } else if (is_record_kind(kind) || kind == CXCursor_ClassTemplate) {
        visit_record(c, kind);
      }
    }
  }

  void visit_record(CXCursor c, CXCursorKind kind) {
    if (!clang_isCursorDefinition(c)) return;
    if (has_annotation(c, kSerializeAnnotation)) {
      if (kind == CXCursor_ClassTemplate) {
        error(location_of(c), "class template '" + spelling(c) +
                                  "' is marked JSONGEN_SERIALIZE, but jsongen does not generate serializers "
                                  "for templates yet; annotate a non-template struct instead");
      } else if (kind == CXCursor_UnionDecl) {
        error(location_of(c), "union '" + spelling(c) +
                                  "' is marked JSONGEN_SERIALIZE, but a union has no JSON meaning "
                                  "(use std::variant or a struct)");
      } else if (spelling(c).empty() || clang_Cursor_isAnonymous(c)) {
        error(location_of(c), "an anonymous struct cannot be serialized; give it a name");
      } else {
        build_struct(c);
      }
    }
    if (kind != CXCursor_ClassTemplate) visit_scope(c);  // nested types
  }

  void build_struct(CXCursor c) {
    model::Struct s;
    s.name = qualified_name(c);
    s.location = location_of(c);
    for (CXCursor child : children(c)) {
      switch (clang_getCursorKind(child)) {
        case CXCursor_CXXBaseSpecifier:
          error(location_of(child), "'" + s.name + "' derives from '" + spelling(clang_getCursorType(child)) +
                                        "'; jsongen does not serialize base classes yet");
          break;
        case CXCursor_FieldDecl:
          add_field(s, child);
          break;
        case CXCursor_StructDecl:
        case CXCursor_UnionDecl:
        case CXCursor_ClassDecl:
          if (clang_Cursor_isAnonymousRecordDecl(child)) {
            error(location_of(child), "anonymous struct or union member in '" + s.name +
                                          "' is not supported; give it a name and a member");
          }
          break;
        default:
          break;
      }
    }
    result_.unit.structs.push_back(std::move(s));
  }

  void add_field(model::Struct& s, CXCursor c) {
    model::Field field;
    field.member = spelling(c);
    field.key = field.member;
    field.location = location_of(c);
    if (field.member.empty()) return;  // an unnamed bit-field is padding
    for (const auto& annotation : annotations(c)) {
      if (annotation == kSkipAnnotation) return;
      if (annotation.compare(0, kRenamePrefix.size(), kRenamePrefix) == 0) {
        field.key = annotation.substr(kRenamePrefix.size());
      }
    }
    if (clang_getCXXAccessSpecifier(c) != CX_CXXPublic) {
      error(field.location, "field '" + field.member + "' of '" + s.name +
                                "' is not public; make it public or mark it JSONGEN_SKIP");
      return;
    }
    std::string why;
    const CXType type = clang_getCursorType(c);
    if (!classify(type, field.type, why)) {
      error(field.location, "field '" + field.member + "' of '" + s.name + "' has type '" + spelling(type) +
                                "', which jsongen cannot serialize: " + why);
      return;
    }
    for (const auto& other : s.fields) {
      if (other.key == field.key) {
        error(field.location, "field '" + field.member + "' of '" + s.name + "' uses the JSON key \"" +
                                  field.key + "\", already used by field '" + other.member + "'");
        return;
      }
    }
    s.fields.push_back(std::move(field));
  }

  // Fills `out` with what `type` is, or explains in `why` why it cannot be.
  bool classify(CXType type, TypeRef& out, std::string& why) {
    const CXType canonical = clang_getCanonicalType(type);
    const CXTypeKind kind = canonical.kind;
    switch (kind) {
      case CXType_Bool:
        out.kind = TypeRef::Kind::Bool;
        return true;
      case CXType_Char_S:
      case CXType_Char_U:
        out.kind = TypeRef::Kind::Char;
        return true;
      case CXType_SChar:
      case CXType_Short:
      case CXType_Int:
      case CXType_Long:
      case CXType_LongLong:
        out.kind = TypeRef::Kind::SignedInteger;
        return true;
      case CXType_UChar:
      case CXType_UShort:
      case CXType_UInt:
      case CXType_ULong:
      case CXType_ULongLong:
        out.kind = TypeRef::Kind::UnsignedInteger;
        return true;
      case CXType_Float:
        out.kind = TypeRef::Kind::Float;
        return true;
      case CXType_Double:
        out.kind = TypeRef::Kind::Double;
        return true;
      case CXType_LongDouble:
        why = "long double has more precision than a JSON reader keeps; use double";
        return false;
      case CXType_Int128:
      case CXType_UInt128:
        why = "128-bit integers are not supported";
        return false;
      case CXType_WChar:
      case CXType_Char16:
      case CXType_Char32:
        why = "only char text is supported (UTF-8); wide characters are not";
        return false;
      case CXType_Pointer: {
        const CXType pointee = clang_getCanonicalType(clang_getPointeeType(canonical));
        if (is_char_kind(pointee.kind)) {
          out.kind = TypeRef::Kind::CString;
          return true;
        }
        why = "pointers other than const char* are not supported";
        return false;
      }
      case CXType_LValueReference:
      case CXType_RValueReference:
        why = "a reference member has no JSON meaning of its own; store the value";
        return false;
      case CXType_ConstantArray: {
        const CXType element = clang_getArrayElementType(canonical);
        if (is_char_kind(clang_getCanonicalType(element).kind)) {
          out.kind = TypeRef::Kind::CharArray;
          return true;
        }
        out.kind = TypeRef::Kind::CArray;
        return classify_args(out, {element}, why);
      }
      case CXType_IncompleteArray:
      case CXType_VariableArray:
      case CXType_DependentSizedArray:
        why = "an array without a known size cannot be serialized";
        return false;
      case CXType_Enum:
        out.kind = TypeRef::Kind::Enum;
        out.name = use_enum(clang_getTypeDeclaration(canonical));
        return true;
      case CXType_Record:
        return classify_record(canonical, out, why);
      default:
        why = "this kind of type has no JSON meaning";
        return false;
    }
  }

  bool classify_args(TypeRef& out, const std::vector<CXType>& args, std::string& why) {
    for (const CXType& arg : args) {
      TypeRef element;
      std::string inner;
      if (!classify(arg, element, inner)) {
        why = "'" + spelling(arg) + "': " + inner;
        return false;
      }
      out.args.push_back(std::move(element));
    }
    return true;
  }

  bool classify_record(CXType record, TypeRef& out, std::string& why) {
    const CXCursor declaration = clang_getTypeDeclaration(record);
    CXCursor pattern = clang_getSpecializedCursorTemplate(declaration);
    // A partial specialization (std::vector<bool, A>) leads on to its primary template.
    while (clang_getCursorKind(pattern) == CXCursor_ClassTemplatePartialSpecialization) {
      pattern = clang_getSpecializedCursorTemplate(pattern);
    }
    if (!clang_Cursor_isNull(pattern)) {
      const std::string name = qualified_name(pattern);
      auto arg = [&](unsigned i) { return clang_Type_getTemplateArgumentAsType(record, i); };
      if (name == "std::basic_string" || name == "std::basic_string_view") {
        if (!is_char_kind(clang_getCanonicalType(arg(0)).kind)) {
          why = "only strings of char are supported";
          return false;
        }
        out.kind = name == "std::basic_string" ? TypeRef::Kind::String : TypeRef::Kind::StringView;
        return true;
      }
      if (name == "std::vector" || name == "std::array" || name == "std::optional") {
        out.kind = name == "std::vector"  ? TypeRef::Kind::Vector
                   : name == "std::array" ? TypeRef::Kind::Array
                                          : TypeRef::Kind::Optional;
        return classify_args(out, {arg(0)}, why);
      }
      if (name == "std::map" || name == "std::unordered_map") {
        out.kind = TypeRef::Kind::Map;
        if (!classify_args(out, {arg(0), arg(1)}, why)) return false;
        const auto key = out.args[0].kind;
        if (key != TypeRef::Kind::String && key != TypeRef::Kind::StringView && key != TypeRef::Kind::CString) {
          why = "map keys must be strings (std::string, std::string_view or const char*)";
          return false;
        }
        return true;
      }
      if (name.compare(0, 5, "std::") == 0) {
        why = "'" + name + "' is not supported yet";
        return false;
      }
    }
    const CXCursor definition = clang_getCursorDefinition(declaration);
    if (clang_Cursor_isNull(definition)) {
      why = "the type is incomplete (only declared, never defined)";
      return false;
    }
    if (clang_getCursorKind(definition) == CXCursor_UnionDecl) {
      why = "a union has no JSON meaning (use std::variant or a struct)";
      return false;
    }
    if (!has_annotation(definition, kSerializeAnnotation)) {
      why = "'" + qualified_name(definition) + "' is not marked JSONGEN_SERIALIZE";
      return false;
    }
    if (is_declared_in_function(definition)) {
      why = "a struct declared inside a function cannot be named by generated code";
      return false;
    }
    out.kind = TypeRef::Kind::Struct;
    out.name = qualified_name(definition);
    if (!clang_Location_isFromMainFile(clang_getCursorLocation(definition))) {
      return use_generated_header_of(definition, why);
    }
    return true;
  }

  // A struct annotated in another header is serialized by that header's
  // generated file, included the way the input includes the header.
  bool use_generated_header_of(CXCursor definition, std::string& why) {
    CXFile file = nullptr;
    clang_getExpansionLocation(clang_getCursorLocation(definition), &file, nullptr, nullptr, nullptr);
    const std::string path = file ? take(clang_getFileName(file)) : std::string();
    const auto spelled = include_spelling_.find(path);
    if (spelled == include_spelling_.end()) {
      why = "cannot tell how '" + path + "' is included, so its generated header cannot be included";
      return false;
    }
    const std::string header = generated_header_name(spelled->second);
    auto& includes = result_.unit.generated_includes;
    if (std::find(includes.begin(), includes.end(), header) == includes.end()) includes.push_back(header);
    return true;
  }

  std::string use_enum(CXCursor declaration) {
    const CXCursor definition = clang_getCursorDefinition(declaration);
    const CXCursor decl = clang_Cursor_isNull(definition) ? declaration : definition;
    const std::string name = qualified_name(decl);
    const std::string usr = take(clang_getCursorUSR(decl));
    if (!enums_seen_.insert(usr).second) return name;
    model::Enum e;
    e.name = name;
    const bool is_unsigned = is_unsigned_kind(clang_getCanonicalType(clang_getEnumDeclIntegerType(decl)).kind);
    e.is_signed = !is_unsigned;
    for (CXCursor child : children(decl)) {
      if (clang_getCursorKind(child) != CXCursor_EnumConstantDecl) continue;
      model::Enumerator enumerator;
      enumerator.name = spelling(child);
      if (is_unsigned) {
        enumerator.magnitude = clang_getEnumConstantDeclUnsignedValue(child);
      } else {
        const long long value = clang_getEnumConstantDeclValue(child);
        enumerator.negative = value < 0;
        enumerator.magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
      }
      e.enumerators.push_back(std::move(enumerator));
    }
    result_.unit.enums.push_back(std::move(e));
    return name;
  }

  CXTranslationUnit tu_;
  ParseResult& result_;
  std::map<std::string, std::string> include_spelling_;  // included file -> as spelled
  std::set<std::string> enums_seen_;                       // by USR
};

// clang's own errors: a header that does not compile must not be generated
// from, since clang quietly turns unknown types into int.
void collect_clang_errors(CXTranslationUnit tu, Diagnostics& errors) {
  const unsigned count = clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < count; ++i) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
      CXFile file = nullptr;
      unsigned line = 0, column = 0, offset = 0;
      clang_getSpellingLocation(clang_getDiagnosticLocation(d), &file, &line, &column, &offset);
      errors.push_back({{file ? take(clang_getFileName(file)) : std::string(), line, column},
                        take(clang_getDiagnosticSpelling(d))});
    }
    clang_disposeDiagnostic(d);
  }
}

}  // namespace

ParseResult parse_header(const ParseRequest& request) {
  ParseResult result;
  std::unique_ptr<void, void (*)(CXIndex)> index(clang_createIndex(0, 0), clang_disposeIndex);
  // The full argv form: argv[0] is the clang driver's path, from which clang
  // finds the GCC installation (and so the C++ standard headers) as the
  // compiler itself would.
  std::vector<const char*> argv;
  for (const auto& arg : request.clang_args) argv.push_back(arg.c_str());
  argv.push_back(request.input.c_str());
  CXTranslationUnit tu = nullptr;
  const CXErrorCode code = clang_parseTranslationUnit2FullArgv(
      index.get(), nullptr, argv.data(), static_cast<int>(argv.size()), nullptr, 0,
      CXTranslationUnit_SkipFunctionBodies, &tu);
  if (code != CXError_Success || tu == nullptr) {
    Diagnostic failure;
    failure.location.file = request.input;
    failure.message = "libclang could not parse this file (error code " + std::to_string(static_cast<int>(code)) +
                      "; check the arguments passed after --)";
    result.errors.push_back(std::move(failure));
    return result;
  }
  collect_clang_errors(tu, result.errors);
  if (result.errors.empty()) Parser(tu, result).run();
  clang_disposeTranslationUnit(tu);
  return result;
}

}  // namespace jsongen
