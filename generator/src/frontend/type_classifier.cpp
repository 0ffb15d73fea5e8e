#include "frontend/type_classifier.h"

#include <algorithm>

#include "frontend/annotation_reader.h"
#include "frontend/clang_util.h"
#include "frontend/enum_builder.h"
#include "frontend/handwritten_nlohmann.h"
#include "frontend/std_library_types.h"
#include "frontend/type_names.h"
#include "model/paths.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

// nlohmann::basic_json, whatever inline namespace its version puts it in
// (nlohmann::json_abi_v3_11_2::basic_json).
bool is_nlohmann_basic_json(const std::string& template_name) {
  const std::string last = "::basic_json";
  return template_name.compare(0, 10, "nlohmann::") == 0 && template_name.size() > last.size() &&
         template_name.compare(template_name.size() - last.size(), last.size(), last) == 0;
}

const char* const kStdSequences[] = {"std::vector",   "std::array",         "std::deque",
                                     "std::list",     "std::forward_list",  "std::set",
                                     "std::multiset", "std::unordered_set", "std::unordered_multiset"};

std::vector<CXType> template_args(CXType record, int count) {
  std::vector<CXType> args;
  for (int i = 0; i < count; ++i) {
    args.push_back(clang_Type_getTemplateArgumentAsType(record, static_cast<unsigned>(i)));
  }
  return args;
}

}  // namespace

bool TypeClassifier::classify(CXType type, model::TypeRef& out, std::string& why) {
  const CXType canonical = clang_getCanonicalType(type);
  out.is_const = clang_isConstQualifiedType(canonical) != 0;
  if (context_.facts.custom_types.count(spelling(canonical)) != 0) {
    out.kind = Kind::Custom;
    out.name = spelling(canonical);
    out.custom_reads = context_.facts.custom_reader_types.count(out.name) != 0;
    return true;
  }
  if (canonical.kind == CXType_Record) {
    const CXCursor pattern = primary_template(clang_getTypeDeclaration(canonical));
    if (!clang_Cursor_isNull(pattern) && context_.facts.custom_templates.count(qualified_name(pattern)) != 0) {
      out.kind = Kind::Custom;
      out.name = spelling(canonical);
      out.custom_reads = context_.facts.custom_reader_templates.count(qualified_name(pattern)) != 0 ||
                         context_.facts.custom_reader_types.count(out.name) != 0;
      // The user's serializer likely writes the arguments with write_value:
      // give those that jsongen can serialize their serializers (an enum, a
      // template instance) and runtime headers (args), and leave the others
      // to the user's code.
      const int count = clang_Type_getNumTemplateArguments(canonical);
      for (const CXType& argument : template_args(canonical, count)) {
        if (argument.kind == CXType_Invalid) continue;
        model::TypeRef classified;
        std::string unused;
        if (classify(argument, classified, unused)) out.args.push_back(std::move(classified));
      }
      return true;
    }
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
      out.kind = Kind::WideChar;  // converted to and from UTF-8
      out.name = spelling(canonical);
      return true;
    case CXType_Pointer: {
      const CXType pointee = clang_getCanonicalType(clang_getPointeeType(canonical));
      if (is_char_kind(pointee.kind)) {
        out.kind = Kind::CString;
        return true;
      }
      if (is_wide_char_kind(pointee.kind)) {
        why =
            "a pointer to wide characters is not written (its length is unknown to jsongen); hold a "
            "std::wstring, std::u16string, std::u32string or one of their string_views";
        return false;
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
      out.form = model::TypeRef::Form::RawPointer;
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
      if (is_wide_char_kind(clang_getCanonicalType(element).kind)) {
        why =
            "an array of wide characters is not written as text; hold a std::wstring, std::u16string or "
            "std::u32string";
        return false;
      }
      out.kind = Kind::Sequence;
      out.form = model::TypeRef::Form::FixedArray;
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
      out.name = use_enum(context_, clang_getTypeDeclaration(canonical));
      return true;
    case CXType_Record:
      return classify_record(canonical, out, why);
    default:
      why = "this kind of type has no JSON meaning";
      return false;
  }
}

bool TypeClassifier::classify_args(model::TypeRef& out, const std::vector<CXType>& args, std::string& why) {
  for (const CXType& arg : args) {
    model::TypeRef element;
    std::string inner;
    if (!classify(arg, element, inner)) {
      why = "'" + spelling(arg) + "': " + inner;
      return false;
    }
    out.args.push_back(std::move(element));
  }
  return true;
}

bool TypeClassifier::classify_std_template(const std::string& name, CXType record, model::TypeRef& out,
                                           std::string& why) {
  const int count = clang_Type_getNumTemplateArguments(record);
  auto arg = [&](unsigned i) { return clang_Type_getTemplateArgumentAsType(record, i); };
  out.name = name;
  if (name == "std::basic_string" || name == "std::basic_string_view") {
    const CXTypeKind character = clang_getCanonicalType(arg(0)).kind;
    if (is_wide_char_kind(character)) {  // converted to and from UTF-8
      out.kind = name == "std::basic_string" ? Kind::WideString : Kind::WideView;
      const char* prefix = character == CXType_WChar ? "std::w" : character == CXType_Char16 ? "std::u16" : "std::u32";
      out.name = std::string(prefix) + (out.kind == Kind::WideString ? "string" : "string_view");  // for messages
      return true;
    }
    if (!is_char_kind(character)) {
      why = "only strings of char, wchar_t, char16_t and char32_t are supported";
      return false;
    }
    out.kind = name == "std::basic_string" ? Kind::String : Kind::StringView;
    return true;
  }
  for (const char* sequence : kStdSequences) {
    if (name == sequence) {
      out.kind = Kind::Sequence;
      if (name == "std::array") out.form = model::TypeRef::Form::FixedArray;
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
    // The runtime's rule (maps.h): text, a char, integers, bools ("true", "false"), enums, and user types whose
    // serializer has write_key (which the runtime checks). nlohmann's conventions write any other key as [key, value].
    if (!any_map_key_ && key != Kind::String && key != Kind::StringView && key != Kind::CString && key != Kind::Char &&
        key != Kind::Bool && key != Kind::SignedInteger && key != Kind::UnsignedInteger && key != Kind::Enum &&
        key != Kind::Custom) {
      why = "map keys must be strings, chars, integers, bools or enums (JSON object keys are text)";
      return false;
    }
    return true;
  }
  bool known = false;
  const bool classified = classify_library_template(*this, name, record, out, why, known);
  if (known) return classified;
  why = "'" + name + "' is not supported yet";
  return false;
}

bool TypeClassifier::classify_record(CXType record, model::TypeRef& out, std::string& why) {
  const CXCursor declaration = clang_getTypeDeclaration(record);
  const CXCursor pattern = primary_template(declaration);
  if (!clang_Cursor_isNull(pattern)) {
    const std::string name = qualified_name(pattern);
    if (name.compare(0, 5, "std::") == 0) return classify_std_template(name, record, out, why);
    if (is_nlohmann_basic_json(name)) {  // nlohmann::json, ordered_json: any JSON value
      out.kind = Kind::JsonValue;
      out.name = "nlohmann::" + spelling(record);  // for messages: generated code does not name it
      return true;
    }
    if (!read_annotations(pattern).serialize && !read_annotations(declaration).serialize) {
      why = "'" + spelling(record) + "' is an instance of class template '" + name +
            "', which is not marked JSONGEN_SERIALIZE";
      return false;
    }
    if (clang_Type_getSizeOf(record) == CXTypeLayoutError_Incomplete) {
      // Only named through a pointer or a container: clang has not
      // instantiated it, so it shows no fields (it used to be written as {}).
      why =
          "never instantiated in this header (a pointer or a container does not instantiate it), so jsongen "
          "cannot see its fields; instantiate it there, e.g. with static_assert(sizeof(" +
          spelling(record) + ") != 0);";
      return false;
    }
    out.kind = Kind::Struct;
    if (!qualified_record_name(record, out.name, why)) return false;
    context_.enqueue_shared(record);
    return true;
  }
  const CXCursor definition = clang_getCursorDefinition(declaration);
  if (clang_Cursor_isNull(definition)) {
    why = "the type is incomplete (only declared, never defined)";
    return false;
  }
  const std::string name = qualified_name(definition);
  if (name == "jsongen::raw_json" || name == "boost::json::value") {  // any JSON value
    out.kind = Kind::JsonValue;
    out.name = name;
    return true;
  }
  if (name == "std::monostate") {
    out.kind = Kind::Monostate;
    return true;
  }
  if (name == "std::atomic_flag") {  // a bool, as Glaze and reflect-cpp write it
    const std::vector<CXCursor> members = children(definition);
    const bool has_test = std::any_of(members.begin(), members.end(), [](CXCursor member) {
      return clang_getCursorKind(member) == CXCursor_CXXMethod && spelling(member) == "test";
    });
    if (!has_test) {
      why =
          "a std::atomic_flag is written as a bool only from C++20 on: before, it has no test(), and "
          "test_and_set() would change the flag; generate and compile with -std=c++20, or hold a "
          "std::atomic<bool>";
      return false;
    }
    out.kind = Kind::Wrapper;  // read as a bool (set or cleared), written as test()
    out.name = name;
    out.args.emplace_back();  // Kind::Bool
    return true;
  }
  if (name == "std::filesystem::path") {
    out.kind = Kind::Path;
    out.name = name;
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
  if (context_.excluded(name)) {
    why = "'" + name + "' is left out by --exclude-type or [select] exclude";
    return false;
  }
  if (!read_annotations(definition).serialize) {
    if (const NlohmannType* t = context_.nlohmann ? context_.nlohmann->type_of(definition) : nullptr) {
      // Generated where its NLOHMANN_DEFINE_TYPE_* macro is.
      if (!clang_File_isEqual(t->file, context_.target)) return use_generated_header_of(t->file, why);
      if (!is_in(definition, context_.target)) context_.enqueue_shared(record);
      return true;
    }
    if (context_.selected_by_pattern(name, definition)) {
      context_.enqueue_shared(record);
      return true;
    }
    if (context_.nlohmann && has_handwritten_nlohmann_functions(definition)) {
      why = "'" + name +
            "' has hand-written to_json/from_json functions for nlohmann::json, whose JSON jsongen cannot "
            "read from code: select it in the configuration file with the options that give that JSON "
            "([types.\"" +
            name +
            "\"], docs/config.md), name it with --type, or specialize "
            "jsongen::serializer for it";
      return false;
    }
    if (const std::string base = nlohmann_base_of(definition); !base.empty()) {
      why = "'" + name + "' has no nlohmann macro of its own; nlohmann::json writes it through its base '" + base +
            "', as that base alone: select it in the configuration file ([types.\"" + name +
            "\"], docs/config.md) or with --type to write its fields and its base's, or specialize "
            "jsongen::serializer for it";
      return false;
    }
    why = "'" + name +
          "' is not marked JSONGEN_SERIALIZE (annotate it, name it with --type, or specialize "
          "jsongen::serializer for it)";
    return false;
  }
  if (!is_in(definition, context_.target)) {
    CXFile file = nullptr;
    clang_getExpansionLocation(clang_getCursorLocation(definition), &file, nullptr, nullptr, nullptr);
    return use_generated_header_of(file, why);
  }
  return true;
}

// The base of `definition` that nlohmann's macros declare, if any (--nlohmann).
std::string TypeClassifier::nlohmann_base_of(CXCursor definition) const {
  if (!context_.nlohmann) return {};
  for (CXCursor c : children(definition)) {
    if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier) continue;
    const CXCursor base = clang_getTypeDeclaration(clang_getCanonicalType(clang_getCursorType(c)));
    if (context_.nlohmann->type_of(base)) return qualified_name(base);
  }
  return {};
}

// A struct annotated in another header is serialized by that header's
// generated file, included the way the input includes the header.
bool TypeClassifier::use_generated_header_of(CXFile file, std::string& why) {
  const std::string path = file ? take(clang_getFileName(file)) : std::string();
  const auto spelled = context_.facts.include_spelling.find(path);
  if (spelled == context_.facts.include_spelling.end()) {
    why = "cannot tell how '" + path + "' is included, so its generated header cannot be included";
    return false;
  }
  const std::string header = generated_header_name(spelled->second);
  auto& includes = context_.unit.generated_includes;
  const bool known = std::any_of(includes.begin(), includes.end(),
                                 [&](const model::GeneratedInclude& include) { return include.header == header; });
  if (!known) includes.push_back({header, spelled->second});
  return true;
}

}  // namespace jsongen
