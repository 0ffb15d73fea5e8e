#include "frontend/nlohmann_macros.h"

#include <algorithm>
#include <set>
#include <utility>

#include "frontend/clang_util.h"
#include "frontend/project_macros.h"
#include "frontend/string_literal.h"

namespace jsongen {
namespace {

using Token = MacroToken;

// One use of a macro: its name and its arguments' tokens, split at the
// commas outside parentheses (as the preprocessor splits them).
struct MacroUse {
  std::string name;
  std::vector<std::vector<Token>> arguments;
  model::SourceLocation location;
  CXFile file = nullptr;
};

// nlohmann::json's own macros for types (3.11; _ONLY_SERIALIZE since 3.11.3,
// read here as the plain form). Another name that looks like one is a
// project's own macro, followed like any other.
bool is_type_macro(const std::string& name) {
  static const char* const names[] = {"NLOHMANN_DEFINE_TYPE_INTRUSIVE",
                                      "NLOHMANN_DEFINE_TYPE_INTRUSIVE_WITH_DEFAULT",
                                      "NLOHMANN_DEFINE_TYPE_INTRUSIVE_ONLY_SERIALIZE",
                                      "NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE",
                                      "NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT",
                                      "NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_ONLY_SERIALIZE"};
  for (const char* known : names) {
    if (name == known) return true;
  }
  return false;
}
bool looks_like_type_macro(const std::string& name) { return name.compare(0, 16, "NLOHMANN_DEFINE_") == 0; }
bool is_enum_macro(const std::string& name) { return name == "NLOHMANN_JSON_SERIALIZE_ENUM"; }
bool is_nlohmann_macro(const std::string& name) { return is_type_macro(name) || is_enum_macro(name); }

// Where a use starts (a declaration it expands to says the same): its file and offset.
std::string position_key(CXSourceLocation location, CXFile* file_out = nullptr) {
  CXFile file = nullptr;
  unsigned offset = 0;
  clang_getExpansionLocation(location, &file, nullptr, nullptr, &offset);
  if (file_out) *file_out = file;
  return (file ? take(clang_getFileName(file)) : std::string()) + ':' + std::to_string(offset);
}

MacroUse read_use(CXTranslationUnit tu, CXCursor expansion) {
  MacroUse use;
  use.name = spelling(expansion);
  use.location = location_of(expansion);
  std::vector<Token> tokens = tokens_of(tu, expansion);
  int depth = 0;
  for (std::size_t i = 1; i < tokens.size(); ++i) {  // tokens[0] is the macro's name
    Token token = std::move(tokens[i]);
    if (token.text == "(" && depth++ == 0) {
      use.arguments.emplace_back();
      continue;
    }
    if (token.text == ")" && --depth == 0) break;
    if (depth == 1 && token.text == ",") {
      use.arguments.emplace_back();
      continue;
    }
    if (depth >= 1) use.arguments.back().push_back(std::move(token));
  }
  return use;
}

// The record or enum a to_json the macros declare is about: its second
// parameter's type, `const T&`.
CXType parameter_type(CXCursor function) {
  int index = 0;
  for (CXCursor child : children(function)) {
    if (clang_getCursorKind(child) != CXCursor_ParmDecl) continue;
    if (index++ == 1) {
      const CXType reference = clang_getCanonicalType(clang_getCursorType(child));
      return clang_getCanonicalType(clang_getPointeeType(reference));
    }
  }
  return CXType{CXType_Invalid, {nullptr, nullptr}};
}

class MacroUseReader {
 public:
  MacroUseReader(CXTranslationUnit tu, CXFile target, Diagnostics& problems, std::map<std::string, NlohmannType>& types,
                 std::map<std::string, NlohmannEnum>& enums)
      : tu_(tu), target_(target), problems_(problems), types_(types), enums_(enums) {}

  void run() {
    const CXCursor root = clang_getTranslationUnitCursor(tu_);
    std::vector<CXCursor> other_uses;  // of macros that may stand for nlohmann's
    for (CXCursor c : children(root)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      if (kind == CXCursor_MacroDefinition) {
        // Only a project's own macros can wrap nlohmann's: the system's and
        // nlohmann's own are not followed.
        const std::string name = spelling(c);
        if ((name.compare(0, 9, "NLOHMANN_") != 0 || (looks_like_type_macro(name) && !is_type_macro(name))) &&
            !clang_Location_isInSystemHeader(clang_getCursorLocation(c))) {
          project_macros_.define(name, c);
        }
        continue;
      }
      if (kind != CXCursor_MacroExpansion) continue;
      const std::string name = spelling(c);
      if (!is_nlohmann_macro(name)) {
        if (project_macros_.defines(name) || looks_like_type_macro(name)) other_uses.push_back(c);
        continue;
      }
      CXFile file = nullptr;
      const std::string key = position_key(clang_getCursorLocation(c), &file);
      MacroUse use = read_use(tu_, c);
      use.file = file;
      uses_.emplace(key, std::move(use));
    }
    for (CXCursor c : other_uses) {
      const std::string name = spelling(c);
      if (project_macros_.defines(name) && project_macros_.reaches_target(name)) {
        read_wrapped_use(c);
      } else if (looks_like_type_macro(name)) {
        refuse_lookalike(c, name);
      }
    }
    if (uses_.empty()) return;
    visit_scope(root, false);
    for (const auto& [key, use] : uses_) {
      if (claimed_.count(key) == 0 && use.file != nullptr && clang_File_isEqual(use.file, target_)) {
        problems_.push_back({use.location, "jsongen --nlohmann cannot tell which type this " + use.name +
                                               " is about (it declares no to_json that jsongen can see here)"});
      }
    }
  }

 private:
  // A NLOHMANN_DEFINE_ name jsongen does not read (a project's own macro
  // named like nlohmann's, or a newer nlohmann's): the to_json/from_json it
  // declares may do anything, so the types it is about are the user's to
  // describe, not silently taken for nlohmann's usual JSON.
  void refuse_lookalike(CXCursor expansion, const std::string& name) {
    CXFile file = nullptr;
    position_key(clang_getCursorLocation(expansion), &file);
    if (file == nullptr || !clang_File_isEqual(file, target_)) return;
    const MacroUse use = read_use(tu_, expansion);
    std::string type = "T";
    if (!use.arguments.empty() && !use.arguments.front().empty()) {
      type.clear();
      for (const Token& token : use.arguments.front()) type += token.text;
    }
    const std::string whose = project_macros_.defines(name)
                                  ? "the project's own macro, which does not expand to one of nlohmann::json's"
                                  : "not one of the nlohmann::json macros jsongen --nlohmann reads";
    problems_.push_back({location_of(expansion),
                         name + " is " + whose +
                             " (NLOHMANN_DEFINE_TYPE_[NON_]INTRUSIVE[_WITH_DEFAULT|_ONLY_SERIALIZE]), so jsongen "
                             "cannot tell what the to_json/from_json it declares do: describe the type's JSON in the "
                             "configuration file ([types.\"" +
                             type + "\"], docs/config.md) or write a jsongen::serializer"});
  }

  // A use of a project's macro that stands for one of nlohmann's: expanded
  // again to find that use's arguments, which the declarations it expands to
  // are tied to by the outer use's position (where the compiler puts them).
  void read_wrapped_use(CXCursor expansion) {
    CXFile file = nullptr;
    const std::string key = position_key(clang_getCursorLocation(expansion), &file);
    const model::SourceLocation location = location_of(expansion);
    const std::string outer = spelling(expansion);
    const bool here = file != nullptr && clang_File_isEqual(file, target_);
    std::string why;
    const auto found = project_macros_.targets_of(expansion, why);
    if (!found) {
      if (here) {
        problems_.push_back(
            {location, "jsongen --nlohmann cannot follow " + outer + " to the nlohmann::json macro it uses: " + why});
      }
      return;
    }
    if (found->size() != 1) {
      if (here) {
        problems_.push_back({location, found->empty()
                                           ? "jsongen --nlohmann cannot follow " + outer +
                                                 " to the nlohmann::json macro it names: this use expands to none"
                                           : "this " + outer + " expands to " + std::to_string(found->size()) +
                                                 " uses of nlohmann::json's macros; jsongen --nlohmann reads one per "
                                                 "use of a macro of the project's"});
      }
      return;
    }
    MacroUse use;
    use.name = found->front().name;
    use.arguments = found->front().arguments;
    use.location = location;
    use.file = file;
    uses_.emplace(key, std::move(use));
  }

  void visit_scope(CXCursor scope, bool in_template) {
    for (CXCursor c : children(scope)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      const std::string name = spelling(c);
      if (kind == CXCursor_Namespace) {
        if (name == "std" || name == "nlohmann" || name.compare(0, 2, "__") == 0) continue;
        visit_scope(c, in_template);
      } else if (kind == CXCursor_LinkageSpec) {
        visit_scope(c, in_template);
      } else if (is_record_kind(kind)) {
        visit_scope(c, in_template);
      } else if (kind == CXCursor_ClassTemplate || kind == CXCursor_ClassTemplatePartialSpecialization) {
        visit_scope(c, true);
      } else if (kind == CXCursor_FriendDecl) {
        visit_scope(c, in_template);
      } else if ((kind == CXCursor_FunctionDecl || kind == CXCursor_FunctionTemplate) && name == "to_json") {
        function(c, in_template);
      }
    }
  }

  void function(CXCursor c, bool in_template) {
    const std::string key = position_key(clang_getCursorLocation(c));
    const auto found = uses_.find(key);
    if (found == uses_.end() || !claimed_.insert(key).second) return;
    const MacroUse& use = found->second;
    if (in_template) {
      if (reported_here(use)) problems_.push_back({use.location, use.name +
                                             " in a class template: jsongen --nlohmann reads the macros of "
                                             "classes and enums, not of templates"});
      return;
    }
    const CXType type = parameter_type(c);
    const CXCursor declaration = clang_getTypeDeclaration(type);
    if (clang_Cursor_isNull(declaration)) {
      if (reported_here(use)) {
        problems_.push_back({use.location, "jsongen --nlohmann cannot tell which type this " + use.name + " is about"});
      }
      return;
    }
    const std::string usr = take(clang_getCursorUSR(clang_getCursorDefinition(declaration)));
    if (is_enum_macro(use.name)) {
      if (type.kind == CXType_Enum) read_enum(use, usr);
    } else if (type.kind == CXType_Record) {
      read_type(use, type, usr);
    }
  }

  void read_type(const MacroUse& use, CXType type, const std::string& usr) {
    NlohmannType t;
    t.macro = use.name;
    t.type = type;
    t.with_default = use.name.size() > 13 && use.name.compare(use.name.size() - 13, 13, "_WITH_DEFAULT") == 0;
    t.location = use.location;
    t.file = use.file;
    for (std::size_t i = 1; i < use.arguments.size(); ++i) {
      const std::vector<Token>& argument = use.arguments[i];
      if (argument.size() != 1 || argument[0].kind != CXToken_Identifier) {
        const model::SourceLocation where = argument.empty() ? use.location : argument[0].location;
        if (reported_here(use)) {
          problems_.push_back({where, use.name + " lists members by name; jsongen --nlohmann cannot read this one"});
        }
        continue;
      }
      t.members.push_back(argument[0].text);
      t.member_locations.push_back(argument[0].location);
    }
    const auto [existing, inserted] = types_.emplace(usr, std::move(t));
    if (!inserted && reported_here(use)) {
      problems_.push_back({use.location, "'" + spelling(type) + "' has a second " + use.name + " (the first is at " +
                                             format_location(existing->second.location) + ")"});
    }
  }

  // NLOHMANN_JSON_SERIALIZE_ENUM(E, {{E::a, "a"}, {E::b, nullptr}, ...}):
  // the initializer is every argument after the first, commas included.
  void read_enum(const MacroUse& use, const std::string& usr) {
    std::vector<Token> tokens;
    for (std::size_t i = 1; i < use.arguments.size(); ++i) {
      if (i > 1) tokens.push_back({",", CXToken_Punctuation, {}});
      tokens.insert(tokens.end(), use.arguments[i].begin(), use.arguments[i].end());
    }
    NlohmannEnum e;
    e.location = use.location;
    std::size_t at = 0;
    auto fail = [&](const std::string& why) {
      const model::SourceLocation where = at < tokens.size() && tokens[at].location.line ? tokens[at].location
                                                                                         : use.location;
      if (reported_here(use)) {
        problems_.push_back({where, "jsongen --nlohmann cannot read this NLOHMANN_JSON_SERIALIZE_ENUM: " + why});
      }
    };
    auto is = [&](const char* text) { return at < tokens.size() && tokens[at].text == text; };
    if (!is("{")) return fail("expected its {{value, json}, ...} list");
    ++at;
    while (is("{")) {
      ++at;
      NlohmannEnumEntry entry;
      entry.location = tokens[at - 1].location;
      // The enumerator: names and '::' up to the comma.
      while (at < tokens.size() && tokens[at].text != ",") {
        if (tokens[at].kind == CXToken_Identifier) {
          entry.enumerator = tokens[at].text;
        } else if (tokens[at].text != "::") {
          return fail("expected an enumerator, found '" + tokens[at].text + "'");
        }
        ++at;
      }
      if (!is(",") || entry.enumerator.empty()) return fail("expected {enumerator, json}");
      ++at;
      if (is("nullptr")) {
        ++at;
      } else {
        std::string literals;
        while (at < tokens.size() && tokens[at].kind == CXToken_Literal && tokens[at].text[0] == '"') {
          literals += tokens[at++].text;
        }
        std::string decoded, why;
        if (literals.empty()) {
          return fail("jsongen takes a string literal or nullptr for each enumerator's JSON value, found '" +
                      (at < tokens.size() ? tokens[at].text : std::string("end")) + "'");
        }
        if (!decode_string_literals(literals, decoded, why)) return fail(why);
        if (!is_valid_utf8(decoded)) return fail("a JSON value is not valid UTF-8");
        entry.json = std::move(decoded);
      }
      if (!is("}")) return fail("expected '}' after the JSON value");
      ++at;
      e.entries.push_back(std::move(entry));
      if (is(",")) ++at;
    }
    if (!is("}")) return fail("expected '}' closing the list");
    if (e.entries.empty()) return fail("the list is empty");
    enums_.emplace(usr, std::move(e));
  }

  static std::string format_location(const model::SourceLocation& l) {
    return l.file + ':' + std::to_string(l.line) + ':' + std::to_string(l.column);
  }

  // Only the problems of the macros used in the input are reported:
  // another header's are that header's to report.
  bool reported_here(const MacroUse& use) const {
    return use.file != nullptr && clang_File_isEqual(use.file, target_);
  }

  CXTranslationUnit tu_;
  CXFile target_;
  Diagnostics& problems_;
  std::map<std::string, NlohmannType>& types_;
  std::map<std::string, NlohmannEnum>& enums_;
  std::map<std::string, MacroUse> uses_;  // by position_key
  ProjectMacros project_macros_{tu_, is_nlohmann_macro};  // the macros that may wrap nlohmann's
  std::set<std::string> claimed_;         // uses tied to their to_json
};

}  // namespace

NlohmannMacros::NlohmannMacros(CXTranslationUnit tu, CXFile target, Diagnostics& problems) {
  MacroUseReader(tu, target, problems, types_, enums_).run();
}

const NlohmannType* NlohmannMacros::type_of(CXCursor record_declaration) const {
  const CXCursor definition = clang_getCursorDefinition(record_declaration);
  const auto found = types_.find(take(clang_getCursorUSR(clang_Cursor_isNull(definition) ? record_declaration
                                                                                          : definition)));
  return found == types_.end() ? nullptr : &found->second;
}

const NlohmannEnum* NlohmannMacros::enum_of(CXCursor enum_declaration) const {
  const CXCursor definition = clang_getCursorDefinition(enum_declaration);
  const auto found =
      enums_.find(take(clang_getCursorUSR(clang_Cursor_isNull(definition) ? enum_declaration : definition)));
  return found == enums_.end() ? nullptr : &found->second;
}

std::vector<const NlohmannType*> NlohmannMacros::types_declared_in(CXFile file) const {
  std::vector<const NlohmannType*> found;
  for (const auto& entry : types_) {
    if (entry.second.file != nullptr && clang_File_isEqual(entry.second.file, file)) found.push_back(&entry.second);
  }
  std::sort(found.begin(), found.end(), [](const NlohmannType* a, const NlohmannType* b) {
    return a->location.line != b->location.line ? a->location.line < b->location.line
                                                : a->location.column < b->location.column;
  });
  return found;
}

}  // namespace jsongen
