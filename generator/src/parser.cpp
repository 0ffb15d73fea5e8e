// libclang -> model. The only file of the generator that sees clang cursors.
#include "parser.h"

#include <clang-c/Index.h>

#include <stdlib.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string_view>

#include "driver_errors.h"
#include "string_literal.h"
#include "naming.h"
#include "paths.h"

namespace jsongen {
namespace {

using model::TypeRef;
using Kind = model::TypeRef::Kind;

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

// The fields of a record type, also of a template instantiation (whose
// cursor shows no FieldDecl children).
std::vector<CXCursor> fields_of(CXType record) {
  std::vector<CXCursor> result;
  clang_Type_visitFields(
      record,
      [](CXCursor field, CXClientData data) {
        static_cast<std::vector<CXCursor>*>(data)->push_back(field);
        return CXVisit_Continue;
      },
      &result);
  return result;
}

// The jsongen annotations on one declaration.
struct Annotations {
  bool serialize = false;
  bool skip = false;
  bool omit_empty = false;
  bool omit_null = false;
  bool enum_as_number = false;
  std::optional<std::string> rename, naming, with, tagged, tagged_value, tag_field;
};

// The annotations of `c`; what cannot be read is added to `problems`.
Annotations read_annotations(CXCursor c, Diagnostics* problems = nullptr);

// Where the user wrote it: for a declaration made by a macro, the macro's use.
model::SourceLocation location_of(CXSourceLocation location) {
  CXFile file = nullptr;
  unsigned line = 0, column = 0, offset = 0;
  clang_getExpansionLocation(location, &file, &line, &column, &offset);
  return {file ? take(clang_getFileName(file)) : std::string(), line, column};
}

model::SourceLocation location_of(CXCursor c) { return location_of(clang_getCursorLocation(c)); }

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
          problems->push_back({location_of(child), std::string(macro) + " text is not valid UTF-8 (JSON text is UTF-8; "
                                                   "write the characters themselves or \\u escapes)"});
        }
      } else {
        into = std::move(decoded);
      }
      return true;
    };
    if (text == "jsongen:serialize") a.serialize = true;
    else if (text == "jsongen:skip") a.skip = true;
    else if (text == "jsongen:omit_empty") a.omit_empty = true;
    else if (text == "jsongen:omit_null") a.omit_null = true;
    else if (text == "jsongen:enum_as_number") a.enum_as_number = true;
    else if (text.compare(0, 13, "jsongen:with=") == 0) a.with = text.substr(13);
    else if (value("jsongen:rename=", "JSONGEN_RENAME", a.rename) ||
             value("jsongen:naming=", "JSONGEN_NAMING", a.naming) ||
             value("jsongen:tagged_value=", "JSONGEN_TAGGED", a.tagged_value) ||
             value("jsongen:tagged=", "JSONGEN_TAGGED", a.tagged) ||
             value("jsongen:tag_field=", "JSONGEN_TAG_FIELD", a.tag_field)) {
    }
  }
  return a;
}

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
    } else if (!is_record_kind(kind) && kind != CXCursor_EnumDecl && kind != CXCursor_ClassTemplate &&
               kind != CXCursor_ClassTemplatePartialSpecialization) {
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

// The class template a specialization comes from (through partial
// specializations), or a null cursor.
CXCursor primary_template(CXCursor declaration) {
  CXCursor pattern = clang_getSpecializedCursorTemplate(declaration);
  while (clang_getCursorKind(pattern) == CXCursor_ClassTemplatePartialSpecialization) {
    pattern = clang_getSpecializedCursorTemplate(pattern);
  }
  return pattern;
}

// A class that declares JSONGEN_FRIEND befriends every jsongen::serializer.
bool befriends_jsongen(CXCursor record) {
  for (CXCursor child : children(record)) {
    if (clang_getCursorKind(child) != CXCursor_FriendDecl) continue;
    for (CXCursor befriended : children(child)) {
      const CXCursorKind kind = clang_getCursorKind(befriended);
      if ((kind == CXCursor_ClassTemplate || kind == CXCursor_TemplateRef) &&
          qualified_name(clang_getCursorReferenced(befriended)) == "jsongen::serializer") {
        return true;
      }
    }
  }
  return false;
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

// The jsongen runtime header that specializes serializer for standard types.
bool is_runtime_header(const std::string& path) {
  const std::string_view suffix = "jsongen/serializer.h";
  return path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string unqualified(const std::string& name) {
  // The part after the last "::" outside template arguments.
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '<') ++depth;
    if (name[i] == '>') --depth;
    if (depth == 0 && name.compare(i, 2, "::") == 0) start = i + 2;
  }
  return name.substr(start);
}

const char* const kStdSequences[] = {"std::vector",       "std::array", "std::deque",
                                     "std::list",         "std::forward_list", "std::set",
                                     "std::multiset",     "std::unordered_set", "std::unordered_multiset"};

// The settings of the struct whose fields are being read.
struct StructContext {
  std::string name;  // for messages
  NamingPolicy naming = NamingPolicy::AsIs;
  bool omit_null = false;
};

bool is_in(CXCursor c, CXFile file) {
  CXFile where = nullptr;
  clang_getExpansionLocation(clang_getCursorLocation(c), &where, nullptr, nullptr, nullptr);
  return where != nullptr && clang_File_isEqual(where, file);
}

// What the whole translation unit tells about its files: every file read
// (for depfiles), how each was spelled in its #include (to include its
// generated header the same way), and which types have user-written serializers.
struct TranslationUnitFacts {
  std::vector<std::string> dependencies;
  std::map<std::string, std::string> include_spelling;  // included file -> as spelled
  std::set<std::string> custom_types;                     // canonical spellings

  TranslationUnitFacts(CXTranslationUnit tu, bool main_file_is_umbrella) : tu_(tu), umbrella_(main_file_is_umbrella) {
    collect_inclusions();
    collect_custom_serializers(clang_getTranslationUnitCursor(tu));
  }

 private:
  void collect_inclusions() {
    clang_getInclusions(
        tu_,
        [](CXFile included, CXSourceLocation* stack, unsigned depth, CXClientData data) {
          auto* self = static_cast<TranslationUnitFacts*>(data);
          const std::string name = take(clang_getFileName(included));
          if (depth == 0 && self->umbrella_) return;  // the list of inputs, not a real file
          self->dependencies.push_back(name);
          if (depth == 0) return;
          // The umbrella's own #includes are absolute paths: not how users include a header.
          if (self->umbrella_ && clang_Location_isFromMainFile(stack[0])) return;
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
  void collect_custom_serializers(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      if (kind == CXCursor_Namespace && spelling(c) == "jsongen") {
        for (CXCursor inner : children(c)) {
          if (!is_record_kind(clang_getCursorKind(inner))) continue;
          if (qualified_name(primary_template(inner)) != "jsongen::serializer") continue;
          if (is_runtime_header(location_of(inner).file)) continue;  // the runtime's own
          const CXType type = clang_getCursorType(inner);
          if (clang_Type_getNumTemplateArguments(type) < 1) continue;
          custom_types.insert(spelling(clang_getCanonicalType(clang_Type_getTemplateArgumentAsType(type, 0))));
        }
      } else if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        collect_custom_serializers(c);
      }
    }
  }

  CXTranslationUnit tu_;
  bool umbrella_;
};

// Builds the model of one input file of the translation unit.
class Parser {
 public:
  Parser(CXTranslationUnit tu, CXFile target, const ParseRequest& request, const TranslationUnitFacts& facts,
         model::Unit& unit, Diagnostics& errors)
      : tu_(tu), target_(target), request_(request), facts_(facts), unit_(unit), errors_(errors) {}

  void run() {
    const CXCursor root = clang_getTranslationUnitCursor(tu_);
    visit_scope(root);
    if (!request_.type_patterns.empty()) visit_for_patterns(root);
    // Template instantiations and --type structs, as they are discovered.
    while (!pending_.empty()) {
      const CXType type = pending_.front();
      pending_.pop_front();
      model::Struct s = build_struct(type, clang_getTypeDeclaration(type));
      s.shared = true;
      unit_.structs.push_back(std::move(s));
    }
  }

 private:
  void error(const model::SourceLocation& location, std::string message) {
    errors_.push_back({location, std::move(message)});
  }

  // The annotations of `c`, reporting (once) those that cannot be read.
  Annotations annotations_of(CXCursor c) {
    Diagnostics problems;
    Annotations annotations = read_annotations(c, &problems);
    for (auto& problem : problems) {
      if (reported_.insert(format_diagnostic(problem)).second) errors_.push_back(std::move(problem));
    }
    return annotations;
  }

  // Walks namespaces and classes of the input file looking for annotated structs.
  void visit_scope(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      if (!is_in(c, target_)) continue;
      const CXCursorKind kind = clang_getCursorKind(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        // The runtime's ::jsongen holds only serializers; a user's app::jsongen is visited.
        const bool runtime_namespace =
            spelling(c) == "jsongen" && clang_getCursorKind(scope) == CXCursor_TranslationUnit;
        if (!runtime_namespace) visit_scope(c);
      } else if (is_record_kind(kind)) {
        visit_record(c, kind);
      }
    }
  }

  void visit_record(CXCursor c, CXCursorKind kind) {
    if (!clang_isCursorDefinition(c)) return;
    const CXCursor pattern = primary_template(c);
    if (!clang_Cursor_isNull(pattern)) {
      // An explicit instantiation or specialization of an annotated template.
      if (read_annotations(pattern).serialize || read_annotations(c).serialize) {
        enqueue_shared(clang_getCanonicalType(clang_getCursorType(c)));
      }
      return;
    }
    if (read_annotations(c).serialize) {
      if (kind == CXCursor_UnionDecl) {
        error(location_of(c), "union '" + spelling(c) +
                                  "' is marked JSONGEN_SERIALIZE, but a union has no JSON meaning "
                                  "(use std::variant or a struct)");
      } else if (spelling(c).empty() || clang_Cursor_isAnonymous(c)) {
        error(location_of(c), "an anonymous struct cannot be serialized; give it a name");
      } else {
        unit_.structs.push_back(build_struct(clang_getCanonicalType(clang_getCursorType(c)), c));
      }
    }
    visit_scope(c);  // nested types
  }

  // --type: every struct in any header whose qualified name matches.
  void visit_for_patterns(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      const std::string name = spelling(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        if (name == "std" || name.compare(0, 2, "__") == 0) continue;  // the implementation's own types
        visit_for_patterns(c);
        continue;
      }
      if ((kind != CXCursor_StructDecl && kind != CXCursor_ClassDecl) || !clang_isCursorDefinition(c)) continue;
      if (name.empty() || clang_Cursor_isAnonymous(c) || !clang_Cursor_isNull(primary_template(c))) continue;
      visit_for_patterns(c);  // nested types
      if (read_annotations(c).serialize) continue;  // generated where it is annotated
      const std::string qualified = qualified_name(c);
      for (const auto& pattern : request_.type_patterns) {
        if (matches_type_pattern(pattern, qualified)) {
          enqueue_shared(clang_getCanonicalType(clang_getCursorType(c)));
          break;
        }
      }
    }
  }

  // A struct whose serializer goes into this header under a guard.
  void enqueue_shared(CXType type) {
    if (structs_seen_.insert(spelling(type)).second) pending_.push_back(type);
  }

  // ---- Structs ----------------------------------------------------------

  model::Struct build_struct(CXType record, CXCursor declaration) {
    const CXCursor definition = clang_getCursorDefinition(declaration);
    const CXCursor decl = clang_Cursor_isNull(definition) ? declaration : definition;
    model::Struct s;
    const bool specialization = !clang_Cursor_isNull(primary_template(decl));
    s.name = specialization ? spelling(record) : qualified_name(decl);
    s.location = location_of(decl);

    // Struct-level annotations; an instantiation takes its template's.
    Annotations annotations = annotations_of(decl);
    if (specialization && !annotations.naming && !annotations.omit_null) {
      annotations = annotations_of(primary_template(decl));
    }
    StructContext context;
    context.name = s.name;
    context.omit_null = annotations.omit_null;
    if (annotations.naming) {
      const auto policy = parse_naming_policy(*annotations.naming);
      if (policy) {
        context.naming = *policy;
      } else {
        error(s.location, "unknown naming policy \"" + *annotations.naming +
                              "\" on '" + s.name +
                              "'; use camelCase, snake_case, PascalCase, kebab-case or SCREAMING_SNAKE_CASE");
      }
    }
    collect_fields(s, context, record, decl, "");
    return s;
  }

  // Base-class fields first (in base order, recursively), then the record's own.
  void collect_fields(model::Struct& s, const StructContext& context, CXType record, CXCursor decl,
                      const std::string& base_cast) {
    const bool friendly = befriends_jsongen(decl) ||
                          (!clang_Cursor_isNull(primary_template(decl)) && befriends_jsongen(primary_template(decl)));
    std::vector<CXCursor> bases;
    bool declares_fields = false;
    for (CXCursor child : children(decl)) {
      if (clang_getCursorKind(child) == CXCursor_CXXBaseSpecifier) bases.push_back(child);
      declares_fields |= clang_getCursorKind(child) == CXCursor_FieldDecl;
    }
    const std::vector<CXCursor> fields = fields_of(record);
    if (bases.empty() && !declares_fields && !clang_Cursor_isNull(primary_template(decl))) {
      // An instantiation shows no children of its own (an explicit
      // specialization does): its bases are the template's.
      for (CXCursor child : children(primary_template(decl))) {
        if (clang_getCursorKind(child) == CXCursor_CXXBaseSpecifier) bases.push_back(child);
      }
    }
    for (CXCursor base : bases) {
      const CXType base_type = clang_getCanonicalType(clang_getCursorType(base));
      const std::string base_name = spelling(base_type);
      const CXCursor base_decl = clang_getCursorDefinition(clang_getTypeDeclaration(base_type));
      if (base_type.kind != CXType_Record || clang_Cursor_isNull(base_decl)) {
        error(location_of(base), "'" + context.name + "' derives from '" + spelling(clang_getCursorType(base)) +
                                     "', which depends on template parameters; jsongen cannot see its fields");
        continue;
      }
      if (clang_getCXXAccessSpecifier(base) != CX_CXXPublic && !friendly) {
        error(location_of(base), "'" + context.name + "' inherits '" + base_name +
                                     "' privately; add JSONGEN_FRIEND inside '" + context.name +
                                     "' so the generated code may read it");
        continue;
      }
      collect_fields(s, context, base_type, base_decl, base_name);
    }
    collect_own_fields(s, context, fields, base_cast, friendly);
  }

  void collect_own_fields(model::Struct& s, const StructContext& context, const std::vector<CXCursor>& fields,
                          const std::string& base_cast, bool friendly) {
    for (CXCursor field : fields) {
      // An anonymous struct or union member (`struct { int a; };`), asked of
      // its type's declaration: the field's own spelling is "" up to clang 18
      // and "(anonymous struct at f.h:3:5)" from clang 19.
      const CXType type = clang_getCanonicalType(clang_getCursorType(field));
      const CXCursor anonymous = type.kind == CXType_Record ? clang_getTypeDeclaration(type) : clang_getNullCursor();
      if (clang_Cursor_isNull(anonymous) || !clang_Cursor_isAnonymousRecordDecl(anonymous)) {
        if (!spelling(field).empty()) add_field(s, context, field, base_cast, friendly);
        continue;  // else an unnamed padding bit-field
      }
      if (clang_getCursorKind(anonymous) == CXCursor_UnionDecl) {
        error(location_of(anonymous), "anonymous union member in '" + context.name +
                                          "' is not supported: jsongen cannot tell which member is active "
                                          "(use std::variant, or mark the fields' struct JSONGEN_SKIP)");
        continue;
      }
      // An anonymous struct's fields are members of the enclosing struct.
      collect_own_fields(s, context, fields_of(type), base_cast, friendly);
    }
  }

  void add_field(model::Struct& s, const StructContext& context, CXCursor c, const std::string& base_cast,
                 bool friendly) {
    const Annotations annotations = annotations_of(c);
    if (annotations.skip) return;
    model::Field field;
    field.member = spelling(c);
    field.base_cast = base_cast;
    field.key = annotations.rename ? *annotations.rename : apply_naming_policy(context.naming, field.member);
    field.location = location_of(c);
    const std::string what = "field '" + field.member + "' of '" + context.name + "'";
    if (clang_getCXXAccessSpecifier(c) != CX_CXXPublic && !friendly) {
      error(field.location, what + " is not public; add JSONGEN_FRIEND inside the class so the generated code may "
                                   "read it, or mark the field JSONGEN_SKIP");
      return;
    }
    const CXType type = clang_getCursorType(c);
    if (annotations.with) {
      field.custom_writer = *annotations.with;  // any type: the user's writer takes it
    } else {
      std::string why;
      if (!classify(type, field.type, why)) {
        error(field.location, what + " has type '" + spelling(type) + "', which jsongen cannot serialize: " + why);
        return;
      }
    }
    const Kind kind = field.type.kind;
    if (annotations.enum_as_number) {
      const bool enum_like = kind == Kind::Enum || (kind == Kind::Optional && field.type.args[0].kind == Kind::Enum);
      if (!enum_like || annotations.with) {
        error(field.location, what + " is marked JSONGEN_ENUM_AS_NUMBER but is not an enum or std::optional of one");
        return;
      }
      field.enum_as_number = true;
    }
    const bool nullable = kind == Kind::Optional || kind == Kind::Pointer || kind == Kind::CString;
    if (annotations.omit_empty) {
      const bool emptiable = nullable || kind == Kind::String || kind == Kind::StringView ||
                             kind == Kind::CharArray || kind == Kind::Map ||
                             (kind == Kind::Sequence && field.type.name != "std::array" && field.type.name != "T[N]");
      if (!emptiable || annotations.with) {
        error(field.location, what + " is marked JSONGEN_OMIT_EMPTY, but a '" + spelling(type) +
                                  "' is never empty; use it on optionals, pointers, strings and containers");
        return;
      }
      field.omit = model::Field::Omit::WhenEmpty;
    } else if (context.omit_null && nullable && !annotations.with) {
      field.omit = model::Field::Omit::WhenNull;
    }
    if (annotations.tagged || annotations.tag_field) {
      if (kind != Kind::Variant || annotations.with) {
        error(field.location, what + " has a variant tag annotation but is not a std::variant");
        return;
      }
      if (!build_tagging(field, annotations, type, what)) return;
    }
    for (const auto& other : s.fields) {
      if (other.key == field.key) {
        auto origin = [](const model::Field& f) {
          return f.base_cast.empty() ? std::string() : " (from '" + f.base_cast + "')";
        };
        error(field.location, what + origin(field) + " uses the JSON key \"" + field.key +
                                  "\", already used by field '" + other.member + "'" + origin(other) +
                                  "; rename or skip one of them");
        return;
      }
    }
    s.fields.push_back(std::move(field));
  }

  // The tag of each alternative: a struct's name (or its JSONGEN_RENAME), an
  // enum's name, "string" for strings, the C++ spelling for the rest.
  std::string alternative_tag(CXType alternative, const TypeRef& ref) {
    const CXType canonical = clang_getCanonicalType(alternative);
    if (ref.kind == Kind::Monostate) return "";
    if (ref.kind == Kind::String || ref.kind == Kind::StringView) return "string";
    if (ref.kind == Kind::Struct || ref.kind == Kind::Enum || ref.kind == Kind::Custom) {
      const CXCursor decl = clang_getTypeDeclaration(canonical);
      const Annotations annotations = annotations_of(decl);
      if (annotations.rename) return *annotations.rename;
      return unqualified(spelling(canonical));
    }
    return spelling(canonical);
  }

  bool build_tagging(model::Field& field, const Annotations& annotations, CXType variant, const std::string& what) {
    model::VariantTagging& tagging = field.tagging;
    const CXType canonical = clang_getCanonicalType(variant);
    if (annotations.tag_field) {
      tagging.style = model::VariantTagging::Style::Internal;
      tagging.tag_key = *annotations.tag_field;
    } else {
      tagging.style = model::VariantTagging::Style::External;
      tagging.tag_key = *annotations.tagged;
      tagging.value_key = annotations.tagged_value.value_or("value");
      if (tagging.tag_key == tagging.value_key) {
        error(field.location, what + ": the tag and value keys of JSONGEN_TAGGED must differ");
        return false;
      }
    }
    const int count = clang_Type_getNumTemplateArguments(canonical);
    for (int i = 0; i < count; ++i) {
      const CXType alternative = clang_Type_getTemplateArgumentAsType(canonical, static_cast<unsigned>(i));
      const TypeRef& ref = field.type.args[static_cast<std::size_t>(i)];
      const std::string tag = alternative_tag(alternative, ref);
      if (!tag.empty() && std::find(tagging.tags.begin(), tagging.tags.end(), tag) != tagging.tags.end()) {
        error(field.location, what + ": two alternatives have the tag \"" + tag +
                                  "\"; give one a JSONGEN_RENAME on its struct");
        return false;
      }
      tagging.tags.push_back(tag);
      if (tagging.style != model::VariantTagging::Style::Internal) continue;
      if (ref.kind == Kind::Monostate) {
        tagging.inline_structs.emplace_back();
        continue;
      }
      if (ref.kind != Kind::Struct) {
        error(field.location, what + " uses JSONGEN_TAG_FIELD, which puts the tag among the alternative's own "
                                     "fields, but alternative '" + spelling(alternative) +
                                     "' is not a struct; use JSONGEN_TAGGED instead");
        return false;
      }
      model::Struct inline_struct =
          build_struct(clang_getCanonicalType(alternative), clang_getTypeDeclaration(clang_getCanonicalType(alternative)));
      for (const auto& f : inline_struct.fields) {
        if (f.key == tagging.tag_key) {
          error(field.location, what + ": the tag key \"" + tagging.tag_key + "\" is also a field of '" +
                                    inline_struct.name + "'");
          return false;
        }
      }
      tagging.inline_structs.push_back(std::move(inline_struct));
    }
    return true;
  }

  // ---- Types ------------------------------------------------------------

  // Fills `out` with what `type` is, or explains in `why` why it cannot be.
  bool classify(CXType type, TypeRef& out, std::string& why) {
    const CXType canonical = clang_getCanonicalType(type);
    if (facts_.custom_types.count(spelling(canonical)) != 0) {
      out.kind = Kind::Custom;
      out.name = spelling(canonical);
      return true;
    }
    switch (canonical.kind) {
      case CXType_Bool:
        out.kind = Kind::Bool;
        return true;
      case CXType_Char_S:
      case CXType_Char_U:
        out.kind = Kind::Char;
        return true;
      case CXType_SChar:
      case CXType_Short:
      case CXType_Int:
      case CXType_Long:
      case CXType_LongLong:
        out.kind = Kind::SignedInteger;
        return true;
      case CXType_UChar:
      case CXType_UShort:
      case CXType_UInt:
      case CXType_ULong:
      case CXType_ULongLong:
        out.kind = Kind::UnsignedInteger;
        return true;
      case CXType_Float:
        out.kind = Kind::Float;
        return true;
      case CXType_Double:
        out.kind = Kind::Double;
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
          out.kind = Kind::CString;
          return true;
        }
        if (pointee.kind == CXType_FunctionProto || pointee.kind == CXType_FunctionNoProto) {
          why = "a function pointer has no JSON meaning";
          return false;
        }
        if (pointee.kind == CXType_Void) {
          why = "a void pointer has no JSON meaning";
          return false;
        }
        out.kind = Kind::Pointer;
        out.name = "T*";
        return classify_args(out, {pointee}, why);
      }
      case CXType_MemberPointer:
        why = "a member pointer has no JSON meaning";
        return false;
      case CXType_LValueReference:
      case CXType_RValueReference:
        why = "a reference member has no JSON meaning of its own; store the value";
        return false;
      case CXType_ConstantArray: {
        const CXType element = clang_getArrayElementType(canonical);
        if (is_char_kind(clang_getCanonicalType(element).kind)) {
          out.kind = Kind::CharArray;
          return true;
        }
        out.kind = Kind::Sequence;
        out.name = "T[N]";
        return classify_args(out, {element}, why);
      }
      case CXType_IncompleteArray:
      case CXType_VariableArray:
      case CXType_DependentSizedArray:
        why = "an array without a known size cannot be serialized";
        return false;
      case CXType_Enum:
        out.kind = Kind::Enum;
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

  std::vector<CXType> template_args(CXType record, int count) {
    std::vector<CXType> args;
    for (int i = 0; i < count; ++i) {
      args.push_back(clang_Type_getTemplateArgumentAsType(record, static_cast<unsigned>(i)));
    }
    return args;
  }

  bool classify_std_template(const std::string& name, CXType record, TypeRef& out, std::string& why) {
    const int count = clang_Type_getNumTemplateArguments(record);
    auto arg = [&](unsigned i) { return clang_Type_getTemplateArgumentAsType(record, i); };
    out.name = name;
    if (name == "std::basic_string" || name == "std::basic_string_view") {
      if (!is_char_kind(clang_getCanonicalType(arg(0)).kind)) {
        why = "only strings of char are supported";
        return false;
      }
      out.kind = name == "std::basic_string" ? Kind::String : Kind::StringView;
      return true;
    }
    for (const char* sequence : kStdSequences) {
      if (name == sequence) {
        out.kind = Kind::Sequence;
        return classify_args(out, {arg(0)}, why);
      }
    }
    if (name == "std::optional") {
      out.kind = Kind::Optional;
      return classify_args(out, {arg(0)}, why);
    }
    if (name == "std::unique_ptr" || name == "std::shared_ptr") {
      out.kind = Kind::Pointer;
      return classify_args(out, {arg(0)}, why);
    }
    if (name == "std::variant") {
      out.kind = Kind::Variant;
      return classify_args(out, template_args(record, count), why);
    }
    if (name == "std::pair" || name == "std::tuple") {
      out.kind = Kind::Tuple;
      return classify_args(out, template_args(record, count), why);
    }
    if (name == "std::map" || name == "std::unordered_map") {
      out.kind = Kind::Map;
      if (!classify_args(out, {arg(0), arg(1)}, why)) return false;
      const Kind key = out.args[0].kind;
      if (key != Kind::String && key != Kind::StringView && key != Kind::CString && key != Kind::SignedInteger &&
          key != Kind::UnsignedInteger && key != Kind::Enum) {
        why = "map keys must be strings, integers or enums (JSON object keys are text)";
        return false;
      }
      return true;
    }
    why = "'" + name + "' is not supported yet";
    return false;
  }

  bool classify_record(CXType record, TypeRef& out, std::string& why) {
    const CXCursor declaration = clang_getTypeDeclaration(record);
    const CXCursor pattern = primary_template(declaration);
    if (!clang_Cursor_isNull(pattern)) {
      const std::string name = qualified_name(pattern);
      if (name.compare(0, 5, "std::") == 0) return classify_std_template(name, record, out, why);
      if (!read_annotations(pattern).serialize && !read_annotations(declaration).serialize) {
        why = "'" + spelling(record) + "' is an instance of class template '" + name +
              "', which is not marked JSONGEN_SERIALIZE";
        return false;
      }
      if (clang_Type_getSizeOf(record) == CXTypeLayoutError_Incomplete) {
        // Only named through a pointer or a container: clang has not
        // instantiated it, so it shows no fields (it used to be written as {}).
        why = "never instantiated in this header (a pointer or a container does not instantiate it), so jsongen "
              "cannot see its fields; instantiate it there, e.g. with static_assert(sizeof(" + spelling(record) +
              ") != 0);";
        return false;
      }
      out.kind = Kind::Struct;
      out.name = spelling(record);
      enqueue_shared(record);
      return true;
    }
    const CXCursor definition = clang_getCursorDefinition(declaration);
    if (clang_Cursor_isNull(definition)) {
      why = "the type is incomplete (only declared, never defined)";
      return false;
    }
    const std::string name = qualified_name(definition);
    if (name == "std::monostate") {
      out.kind = Kind::Monostate;
      return true;
    }
    if (clang_getCursorKind(definition) == CXCursor_UnionDecl) {
      why = "a union has no JSON meaning (use std::variant or a struct)";
      return false;
    }
    if (is_declared_in_function(definition)) {
      why = "a struct declared inside a function cannot be named by generated code";
      return false;
    }
    if (clang_Cursor_isAnonymous(definition) || spelling(definition).empty()) {
      why = "an unnamed struct type cannot be named by generated code; give the struct a name";
      return false;
    }
    out.kind = Kind::Struct;
    out.name = name;
    if (!read_annotations(definition).serialize) {
      for (const auto& pattern_text : request_.type_patterns) {
        if (matches_type_pattern(pattern_text, name)) {
          enqueue_shared(record);
          return true;
        }
      }
      why = "'" + name + "' is not marked JSONGEN_SERIALIZE (annotate it, name it with --type, or specialize "
            "jsongen::serializer for it)";
      return false;
    }
    if (!is_in(definition, target_)) {
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
    const auto spelled = facts_.include_spelling.find(path);
    if (spelled == facts_.include_spelling.end()) {
      why = "cannot tell how '" + path + "' is included, so its generated header cannot be included";
      return false;
    }
    const std::string header = generated_header_name(spelled->second);
    auto& includes = unit_.generated_includes;
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
      const Annotations annotations = annotations_of(child);
      enumerator.json_name = annotations.rename ? *annotations.rename : enumerator.name;
      if (is_unsigned) {
        enumerator.magnitude = clang_getEnumConstantDeclUnsignedValue(child);
      } else {
        const long long value = clang_getEnumConstantDeclValue(child);
        enumerator.negative = value < 0;
        enumerator.magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
      }
      e.enumerators.push_back(std::move(enumerator));
    }
    unit_.enums.push_back(std::move(e));
    return name;
  }

  CXTranslationUnit tu_;
  CXFile target_;  // the input whose structs this unit holds
  const ParseRequest& request_;
  const TranslationUnitFacts& facts_;
  model::Unit& unit_;
  Diagnostics& errors_;
  std::set<std::string> enums_seen_;    // by USR
  std::set<std::string> structs_seen_;  // shared structs already queued
  std::set<std::string> reported_;      // annotation errors already reported
  std::deque<CXType> pending_;                             // shared structs still to build
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

bool matches_type_pattern(const std::string& pattern, const std::string& name) {
  // Iterative glob match with backtracking to the last '*'.
  std::size_t p = 0, n = 0, star = std::string::npos, resume = 0;
  while (n < name.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = n;
    } else if (p < pattern.size() && pattern[p] == name[n]) {
      ++p;
      ++n;
    } else if (star != std::string::npos) {
      p = star + 1;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

ParseResult parse_headers(const ParseRequest& request) {
  ParseResult result;
  std::unique_ptr<void, void (*)(CXIndex)> index(clang_createIndex(0, 0), clang_disposeIndex);
  // Several inputs are parsed as one translation unit: an umbrella file that
  // includes each of them by absolute path.
  const bool umbrella = request.inputs.size() > 1;
  std::vector<std::string> absolute_inputs;
  std::string umbrella_text;
  for (const auto& input : request.inputs) {
    char* resolved = ::realpath(input.c_str(), nullptr);
    absolute_inputs.push_back(resolved ? resolved : input);
    std::free(resolved);
    umbrella_text += "#include \"" + absolute_inputs.back() + "\"\n";
  }
  const std::string umbrella_name = "jsongen-inputs.hpp";
  CXUnsavedFile umbrella_file{umbrella_name.c_str(), umbrella_text.c_str(),
                              static_cast<unsigned long>(umbrella_text.size())};
  // The full argv form: argv[0] is the clang driver's path, from which clang
  // finds the GCC installation (and so the C++ standard headers) as the
  // compiler itself would.
  std::vector<const char*> argv;
  for (const auto& arg : request.clang_args) argv.push_back(arg.c_str());
  argv.push_back(umbrella ? umbrella_name.c_str() : request.inputs.front().c_str());
  CXTranslationUnit tu = nullptr;
  const CXErrorCode code = clang_parseTranslationUnit2FullArgv(
      index.get(), nullptr, argv.data(), static_cast<int>(argv.size()), umbrella ? &umbrella_file : nullptr,
      umbrella ? 1u : 0u, CXTranslationUnit_SkipFunctionBodies, &tu);
  if (code != CXError_Success || tu == nullptr) {
    // libclang keeps the reason to itself (an unknown -std= value, an unknown
    // option): the clang driver beside it, given the same arguments, says it.
    std::vector<std::string> driver_args = request.clang_args;
    driver_args.push_back(absolute_inputs.front());
    const std::vector<std::string> reasons = clang_driver_errors(driver_args);
    const std::string what = "libclang could not parse this file (error code " +
                             std::to_string(static_cast<int>(code)) + ")";
    auto report = [&](std::string message) {
      Diagnostic failure;
      failure.location.file = request.inputs.front();
      failure.message = std::move(message);
      result.errors.push_back(std::move(failure));
    };
    for (const auto& reason : reasons) report(what + ": clang says: " + reason);
    if (reasons.empty()) report(what + "; check the arguments passed after -- (jsongen -v shows the command line)");
    return result;
  }
  collect_clang_errors(tu, result.errors);
  if (result.errors.empty()) {
    const TranslationUnitFacts facts(tu, umbrella);
    result.dependencies = facts.dependencies;
    for (std::size_t i = 0; i < request.inputs.size(); ++i) {
      result.units.emplace_back();
      CXFile target = clang_getFile(tu, umbrella ? absolute_inputs[i].c_str() : request.inputs[i].c_str());
      if (target == nullptr) {
        Diagnostic unread;
        unread.location.file = request.inputs[i];
        unread.message = "clang did not read this file";
        result.errors.push_back(std::move(unread));
        continue;
      }
      Parser(tu, target, request, facts, result.units.back(), result.errors).run();
    }
  }
  clang_disposeTranslationUnit(tu);
  return result;
}

}  // namespace jsongen
