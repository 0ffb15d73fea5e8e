#include "backend/emitter.h"

#include <algorithm>
#include <map>
#include <string_view>

#include "backend/code_text.h"
#include "backend/deserializer_emitter.h"
#include "backend/enum_emitter.h"
#include "backend/locator_emitter.h"
#include "backend/readability.h"
#include "backend/runtime_headers.h"
#include "backend/serializer_class.h"
#include "backend/serializer_emitter.h"
#include "model/paths.h"

namespace jsongen {
namespace {

constexpr int kFormatRevision = 13;  // JSONGEN_FORMAT_REVISION of the runtime these files need

// What a struct gets: its serializer and, unless it cannot be read (then
// `unreadable` says why) or the files are write-only, its deserializer.
struct StructClasses {
  SerializerClass writer;
  SerializerClass reader;
  std::string unreadable;
  bool readable() const { return unreadable.empty() && !reader.items.empty(); }
};

StructClasses describe_struct(const model::Struct& s, const std::map<std::string, std::string>& unreadable,
                              bool write_only) {
  StructClasses c;
  c.writer.type = "::" + s.name;
  c.writer.add_text("  static constexpr std::size_t room_after = 1;  // write() leaves a byte after '}' (for a ',')\n");
  describe_writing(s, c.writer);
  describe_locating(s, c.writer);
  if (write_only) return c;
  c.reader.template_name = "deserializer";
  c.reader.type = c.writer.type;
  c.unreadable = unreadable.at(s.name);
  if (c.unreadable.empty()) describe_reading(s, c.reader);
  return c;
}

// Which structs from_json cannot read, and why: their own fields, or a
// struct of the unit they hold (until nothing changes).
std::map<std::string, std::string> unreadable_structs(const model::Unit& unit) {
  std::map<std::string, std::string> verdicts;
  for (const auto& s : unit.structs) verdicts[s.name];
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& s : unit.structs) {
      std::string& verdict = verdicts[s.name];
      if (!verdict.empty()) continue;
      verdict = why_unreadable(s, verdicts);
      changed |= !verdict.empty();
    }
  }
  return verdicts;
}

// The name an out-of-line entry point is defined under; the class keeps the
// public name for a wrapper that checks it may be called.
std::string definition_name(const MemberFunction& f) {
  if (f.name == "write") return "write_object";
  if (f.name == "locate") return "locate_fields";
  if (f.name == "read") return "read_object";
  return f.name;
}

bool is_entry_point(const MemberFunction& f) { return f.name == "write" || f.name == "read"; }

void print_in_class(CodeWriter& code, const MemberFunction& f) {
  code.line(1, "template <class {}>", f.template_parameter);
  code.line(1, "static {}{} {}({}) {{", f.specifiers, f.returns, f.name, f.parameters);
  code.text(f.body);
  code.line(1, "}}");
}

// Header-only: the class as it is, every function defined in it.
void print_whole_class(CodeWriter& code, const SerializerClass& c) {
  code.line(0, "template <>");
  code.line(0, "struct {}<{}> {{", c.template_name, c.type);
  for (const auto& item : c.items) {
    if (item.is_function) {
      print_in_class(code, item.function);
    } else {
      code.text(item.text);
    }
  }
  code.line(0, "}};");
}

// Whether the class's entry points (write, locate, read) are defined out of
// line, under another name, behind a wrapper that checks they may be called.
bool has_wrapper(const SerializerClass& c) {
  for (const auto& item : c.items) {
    if (item.is_function && item.function.out_of_line && definition_name(item.function) != item.function.name) {
      return true;
    }
  }
  return false;
}

// Split layout, the .json.h: declarations, and for the entry points a wrapper
// whose static_assert (in definitions_here, which the std::string entry
// points check too: compiled.h) says where the definitions are when a file
// writes with options that the .json.cpp did not compile. The out-of-line
// entry points' last template argument is the header's link tag, so that a
// build without the .json.cpp fails to link naming it.
void print_declared_class(CodeWriter& code, const SerializerClass& c, const EmitOptions& options) {
  // A literal per line, aligned under the first.
  const bool reader = c.template_name == "deserializer";
  const std::string message =
      reader ? cpp_literal("jsongen: this deserializer is compiled in " + options.source_file) + "\n" +
                   std::string(18, ' ') +
                   cpp_literal(" for jsongen::default_options; include \"" + options.inline_header_file + "\"") +
                   "\n" + std::string(18, ' ') + cpp_literal(" where it is read with other options")
             : cpp_literal("jsongen: this serializer is compiled in " + options.source_file) + "\n" +
                   std::string(18, ' ') +
                   cpp_literal(" for jsongen::default_options into a std::string; include \"" +
                               options.inline_header_file + "\"") +
                   "\n" + std::string(18, ' ') +
                   cpp_literal(" where it is written with other options or to another output");
  code.line(0, "template <>");
  code.line(0, "struct {}<{}> {{", c.template_name, c.type);
  if (has_wrapper(c)) {
    code.line(1, "// Whether {} V may be used here: {} compiled it,", reader ? "the reader" : "the writer or locator",
              options.source_file);
    code.line(1, "// or {} is included.", options.inline_header_file);
    code.line(1, "template <class V>");
    code.line(1, "static constexpr bool definitions_here() {{");
    code.line(2, "static_assert(detail::definitions_reachable<{}, V>::value,", c.type);
    code.line(2, "              {});", message);
    code.line(2, "return true;");
    code.line(1, "}}");
  }
  for (const auto& item : c.items) {
    if (!item.is_function) {
      code.text(item.text);
      continue;
    }
    const MemberFunction& f = item.function;
    if (!f.out_of_line) {
      print_in_class(code, f);
      continue;
    }
    const std::string defined = definition_name(f);
    const bool wrapped = defined != f.name;
    if (wrapped) {
      code.line(1, "template <class {}>", f.template_parameter);
      code.line(1, "static {}{} {}({}) {{", is_entry_point(f) ? "JSONGEN_ALWAYS_INLINE " : "", f.returns, f.name,
                f.parameters);
      code.line(2, "static_assert(definitions_here<{}>());", f.template_parameter);
      code.line(2, "return {}({});", defined, f.arguments);
      code.line(1, "}}");
    }
    // always_inline goes on the definition: g++ refuses it on a function
    // whose body a file does not see.
    const std::string specifiers = f.specifiers == "JSONGEN_ALWAYS_INLINE " ? "" : f.specifiers;
    if (wrapped) {
      code.line(1, "template <class {}, class = {}>", f.template_parameter, options.link_tag);
    } else {
      code.line(1, "template <class {}>", f.template_parameter);
    }
    code.line(1, "static {}{} {}({});", specifiers, f.returns, defined, f.parameters);
  }
  code.line(0, "}};");
}

// Split layout, the .json.inl.h: the out-of-line functions' definitions.
void print_definitions(CodeWriter& code, const SerializerClass& c) {
  for (const auto& item : c.items) {
    if (!item.is_function || !item.function.out_of_line) continue;
    const MemberFunction& f = item.function;
    // inline: g++ lets a function declared inline grow much larger when it
    // inlines it, and the header-only layout's in-class definitions are
    // inline. Without it, the .json.cpp called a nested struct's serializer
    // where the header-only layout inlined it, and ran slower. The
    // .json.cpp's explicit instantiations are still emitted
    // for the files that call them. (Not on the parts of a wide struct,
    // which are declared JSONGEN_NOINLINE.)
    std::string specifiers;
    if (f.specifiers == "JSONGEN_ALWAYS_INLINE ") {
      specifiers = f.specifiers;
    } else if (f.specifiers.find("NOINLINE") == std::string::npos) {
      specifiers = "inline ";
    }
    // (The entry points' second parameter is the link tag: print_declared_class.)
    const bool wrapped = definition_name(f) != f.name;
    code.line(0, "template <class {}{}>", f.template_parameter, wrapped ? ", class" : "");
    code.line(0, "{}{} {}<{}>::{}({}) {{", specifiers, f.returns, c.template_name, c.type, definition_name(f),
              f.parameters);
    // The body is indented for the class: one level less here.
    std::string_view body = f.body;
    while (!body.empty()) {
      const std::size_t end = body.find('\n');
      std::string_view line = body.substr(0, end);
      if (line.substr(0, 2) == "  ") line.remove_prefix(2);
      code.text(line);
      code.text("\n");
      body.remove_prefix(end == std::string_view::npos ? body.size() : end + 1);
    }
    code.line(0, "}}");
    code.blank();
  }
}

// Serializers the split layout defines whole in the .json.h all the same:
// shared ones (template instances, --type types), which several generated
// headers may define, and those of types no other file can name.
bool defined_whole(const model::Struct& s) { return s.shared || s.internal_linkage; }

bool has_out_of_line(const SerializerClass& c, std::string_view name) {
  for (const auto& item : c.items) {
    if (item.is_function && item.function.out_of_line && item.function.name == name) return true;
  }
  return false;
}

void banner(CodeWriter& code, const EmitOptions& options) {
  code.line(0, "// generated by jsongen {} from {} \xe2\x80\x94 DO NOT EDIT", options.version, options.source_name);
}

void revision_check(CodeWriter& code) {
  code.line(0, "#if JSONGEN_FORMAT_REVISION != {}", kFormatRevision);
  code.line(0,
            "#error \"this header was generated for jsongen format revision {}, which the jsongen runtime headers in "
            "use do not provide; regenerate it with the matching jsongen\"",
            kFormatRevision);
  code.line(0, "#endif");
  code.blank();
}

// The split layout's .json.h needs only the runtime's declarations when
// it defines no serializer whole: files that include it then parse neither
// the writer nor the escapers (jsongen/compiled.h).
bool declarations_suffice(const model::Unit& unit, const EmitOptions& options) {
  if (options.header_only) return false;
  for (const auto& s : unit.structs) {
    if (defined_whole(s)) return false;
  }
  return true;
}

void runtime_includes(CodeWriter& code, const model::Unit& unit) {
  for (const std::string& header : runtime_headers(unit)) code.line(0, "#include <{}>", header);
}

void includes(CodeWriter& code, const model::Unit& unit, const EmitOptions& options) {
  // Before the input, which may need C++17 itself: the .json.inl.h and the
  // .json.cpp include this header first.
  code.line(0, "#include <jsongen/require_cxx17.h>  // before C++17 is needed: one clear error");
  code.line(0, "#include {}", cpp_literal(unit.input_include));
  if (declarations_suffice(unit, options)) {
    code.line(0, "#include <jsongen/compiled.h>");
  } else {
    runtime_includes(code, unit);
  }
  // Another input's generated header: a compile error naming the header to
  // generate where it is missing, rather than the compiler's "No such file".
  for (const auto& include : unit.generated_includes) {
    code.line(0, "#if __has_include({})", cpp_literal(include.header));
    code.line(0, "#include {}", cpp_literal(include.header));
    code.line(0, "#else");
    const std::string input_name = unit.input_include.substr(unit.input_include.rfind('/') + 1);
    code.line(0, "#error {}", cpp_literal("jsongen: " + input_name + " holds structs of " + include.input +
                                          " (JSONGEN_SERIALIZE), whose generated " + include.header +
                                          " is missing: run jsongen on " + include.input +
                                          " too (with CMake: add it to add_json_serializers' HEADERS)"));
    code.line(0, "#endif");
  }
  code.blank();
}

// The refusal a struct that from_json cannot read gets, so that reading it
// fails to compile with the reason rather than "no deserializer".
// A message as literals of about 80 columns, split after a space.
void print_message(CodeWriter& code, int indent, const std::string& message) {
  std::size_t begin = 0;
  while (begin < message.size()) {
    std::size_t end = std::min(message.size(), begin + 80);
    if (end < message.size()) {
      const auto space = message.rfind(' ', end);
      if (space != std::string::npos && space > begin) end = space + 1;
    }
    code.line(indent, "              {}{}", cpp_literal(message.substr(begin, end - begin)),
              end == message.size() ? ");" : "");
    begin = end;
  }
}

// The refusal a struct that from_json cannot read gets, so that reading it
// fails to compile with the reason rather than "no deserializer": as a
// value inside another (the deserializer), and called directly (from_json's
// entry point, which a file that includes only the .json.h reaches, where
// it is the first error).
void print_refused_reader(CodeWriter& code, const model::Struct& s, const std::string& comment,
                          const std::string& message) {
  code.line(0, "// {}", comment);
  code.line(0, "template <>");
  code.line(0, "struct deserializer<::{}> {{", s.name);
  code.line(1, "template <class R>");
  code.line(1, "static const char* read(R&, const char* p, ::{}&) {{", s.name);
  code.line(2, "static_assert(always_false<R>::value,");
  print_message(code, 2, message);
  code.line(2, "return p;");
  code.line(1, "}}");
  code.line(0, "}};");
  code.line(0, "template <class Options>");
  code.line(0, "struct detail::compiled_reader_or_jsongen_h_included<Options, ::{}> {{", s.name);
  code.line(1, "static_assert(always_false<Options>::value,");
  print_message(code, 1, message);
  code.line(1, "static constexpr bool compiled = false;");
  code.line(1, "using link_tag = void;");
  code.line(0, "}};");
}

void print_unreadable(CodeWriter& code, const model::Struct& s, const std::string& why) {
  print_refused_reader(code, s, "from_json cannot read " + s.name + ": " + why + ".",
                       "jsongen: from_json cannot read " + s.name + ": " + why + " (or mark that field JSONGEN_SKIP)");
}

// --write-only: reading a struct says so rather than "no deserializer" or
// "include <jsongen/jsongen.h>". (Not a shared struct's: another header,
// not write-only, may define its deserializer under the same guard.)
void print_written_only(CodeWriter& code, const model::Struct& s, const EmitOptions& options) {
  print_refused_reader(code, s, "Generated --write-only: from_json refuses " + s.name + ".",
                       "jsongen: from_json cannot read " + s.name + ": " + options.header_file +
                           " was generated --write-only (WRITE_ONLY in add_json_serializers); generate it "
                           "without to read " +
                           s.name);
}

void print_struct_classes(CodeWriter& code, const model::Struct& s, const StructClasses& c, const EmitOptions& options) {
  const bool whole = options.header_only || defined_whole(s);
  for (const SerializerClass* cls : {&c.writer, &c.reader}) {
    if (cls == &c.reader && !c.unreadable.empty()) {
      print_unreadable(code, s, c.unreadable);
      continue;
    }
    if (cls == &c.reader && options.write_only && !s.shared) {
      code.blank();
      print_written_only(code, s, options);
      continue;
    }
    if (cls->items.empty()) continue;
    if (cls == &c.reader) code.blank();
    if (whole) {
      print_whole_class(code, *cls);
    } else {
      print_declared_class(code, *cls, options);
    }
  }
}

// Whether the split layout's .json.cpp compiles a struct's entry points.
bool any_compiled(const model::Unit& unit, const EmitOptions& options) {
  if (options.header_only) return false;
  for (const auto& s : unit.structs) {
    if (!defined_whole(s)) return true;
  }
  return false;
}

// With other options than the .json.cpp's, the std::string entry points of a
// struct whose serializer is defined in the .json.inl.h are checked at the
// call (compiled.h), so that the first error is its definitions_here's
// message, which names that header, rather than "no matching function".
void print_other_options(CodeWriter& code, const model::Unit& unit, const std::vector<StructClasses>& classes,
                         const EmitOptions& options) {
  bool any = false;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    if (defined_whole(unit.structs[i])) continue;
    const SerializerClass& writer = classes[i].writer;
    const bool reads = classes[i].readable() && has_wrapper(classes[i].reader);
    if (!has_wrapper(writer) && !reads) continue;
    if (!any) {
      code.line(0, "// With other options: from {}, which the serializers say to include.", options.inline_header_file);
    }
    any = true;
    if (has_wrapper(writer)) {
      code.line(0, "template <class Options>");
      code.line(0, "struct detail::compiled_or_jsongen_h_included<Options, {}>", writer.type);
      code.line(0, "    : detail::written_with_other_options<Options, {}> {{}};", writer.type);
    }
    if (reads) {
      code.line(0, "template <class Options>");
      code.line(0, "struct detail::compiled_reader_or_jsongen_h_included<Options, {}>", writer.type);
      code.line(0, "    : detail::read_with_other_options<Options, {}> {{}};", writer.type);
    }
  }
  if (any) code.blank();
}

std::string header(const model::Unit& unit, const std::vector<StructClasses>& classes, const EmitOptions& options) {
  std::string out;
  CodeWriter code(out);
  banner(code, options);
  if (!options.header_only) {
    code.line(0, "// The serializers' declarations: what a file includes to write these types");
    code.line(0, "// with jsongen::to_json into a std::string{}. {} compiles them (add it",
              options.write_only ? "" : " and read them with jsongen::from_json", options.source_file);
    code.line(0, "// to the build); with other options or outputs, include {} instead.",
              options.inline_header_file);
  }
  code.line(0, "#pragma once");
  code.blank();
  includes(code, unit, options);
  revision_check(code);
  code.line(0, "namespace jsongen {{");
  code.blank();
  if (any_compiled(unit, options)) {
    code.line(0, "// The last template argument of what {} compiles: a build that", options.source_file);
    code.line(0, "// leaves that file out fails to link with a message naming this.");
    code.line(0, "struct {};", options.link_tag);
    code.blank();
  }
  for (const auto& e : unit.enums) {
    emit_enum_serializer(e, out);
    if (!options.write_only) emit_enum_deserializer(e, out);
  }
  for (std::size_t i = 0; i < classes.size(); ++i) {
    const model::Struct& s = unit.structs[i];
    // A shared serializer is defined under a guard: only the first counts.
    std::string guard;
    if (s.shared) {
      guard = guard_macro("JSONGEN_STRUCT_", s.name);
      code.line(0, "#ifndef {}", guard);
      code.line(0, "#define {}", guard);
    }
    print_struct_classes(code, s, classes[i], options);
    if (s.shared) code.line(0, "#endif");
    code.blank();
  }
  if (any_compiled(unit, options)) {
    code.line(0, "// to_json(v), to_json(v, s) and try_to_json(v, s){}, compiled in {}.",
              options.write_only ? "" : ", and from_json", options.source_file);
    for (std::size_t i = 0; i < classes.size(); ++i) {
      if (defined_whole(unit.structs[i])) continue;
      code.line(0, "JSONGEN_DECLARE_COMPILED({}, {});", options.link_tag, classes[i].writer.type);
      if (classes[i].readable()) {
        code.line(0, "JSONGEN_DECLARE_COMPILED_READ({}, {});", options.link_tag, classes[i].writer.type);
      }
    }
    code.blank();
    print_other_options(code, unit, classes, options);
  }
  for (const auto& marked : unit.templates) emit_ungenerated_instances(marked, out, options.write_only);
  code.line(0, "}}  // namespace jsongen");
  return out;
}

std::string inline_header(const model::Unit& unit, const std::vector<StructClasses>& classes,
                          const EmitOptions& options) {
  std::string out;
  CodeWriter code(out);
  banner(code, options);
  code.line(0, "// The definitions of the serializers {} declares: include this header", options.header_file);
  code.line(0, "// instead where they write with options other than jsongen::default_options or");
  code.line(0, "// to an output other than a std::string (which {} compiles){}", options.source_file,
            options.write_only ? "." : ", or read with");
  if (!options.write_only) code.line(0, "// other options.");
  code.line(0, "#pragma once");
  code.blank();
  code.line(0, "#include {}", cpp_literal(options.header_file));
  if (declarations_suffice(unit, options)) runtime_includes(code, unit);
  if (!unit.generated_includes.empty()) {
    // A .json.cpp calls the other headers' serializers, compiled in theirs,
    // rather than compiling them again.
    code.line(0, "#ifndef JSONGEN_COMPILING_SERIALIZERS");
    // (A header generated --header-only has no .json.inl.h: its .json.h,
    // included above, holds the definitions.)
    for (const auto& include : unit.generated_includes) {
      const std::string inline_header = cpp_literal(inline_header_name(include.header));
      code.line(0, "#if __has_include({})", inline_header);
      code.line(0, "#include {}", inline_header);
      code.line(0, "#endif");
    }
    code.line(0, "#endif");
  }
  code.blank();
  code.line(0, "namespace jsongen {{");
  code.blank();
  bool any = false;
  for (std::size_t i = 0; i < classes.size(); ++i) any |= !defined_whole(unit.structs[i]);
  if (any) {
    code.line(0, "namespace detail {{");
    for (std::size_t i = 0; i < classes.size(); ++i) {
      if (defined_whole(unit.structs[i])) continue;
      code.line(0, "template <>");
      code.line(0, "struct inline_definitions<{}> : std::true_type {{}};", classes[i].writer.type);
    }
    code.line(0, "}}  // namespace detail");
    code.blank();
  }
  for (std::size_t i = 0; i < classes.size(); ++i) {
    if (defined_whole(unit.structs[i])) continue;
    print_definitions(code, classes[i].writer);
    if (classes[i].readable()) print_definitions(code, classes[i].reader);
  }
  code.line(0, "}}  // namespace jsongen");
  return out;
}

std::string source(const model::Unit& unit, const std::vector<StructClasses>& classes, const EmitOptions& options) {
  std::string out;
  CodeWriter code(out);
  banner(code, options);
  code.line(0, "// The serializers of {}, compiled once for jsongen::default_options into a", options.header_file);
  code.line(0, "// std::string{}: add this file to the build of what includes it.",
            options.write_only ? "" : ", and its deserializers");
  code.line(0, "#ifndef JSONGEN_COMPILING_SERIALIZERS");
  code.line(0, "#define JSONGEN_COMPILING_SERIALIZERS 1  // the other headers' are compiled in their .json.cpp");
  code.line(0, "#endif");
  code.line(0, "#include {}", cpp_literal(options.inline_header_file));
  code.blank();
  bool any = false;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    if (defined_whole(unit.structs[i])) continue;
    const SerializerClass& writer = classes[i].writer;
    if (has_out_of_line(writer, "write")) {
      code.line(0, "JSONGEN_COMPILE_WRITE({});", writer.type);
      any = true;
    }
    if (has_out_of_line(writer, "locate")) {
      code.line(0, "JSONGEN_COMPILE_LOCATE({});", writer.type);
      any = true;
    }
    code.line(0, "JSONGEN_COMPILE_TO_JSON({});", writer.type);
    if (classes[i].readable()) {
      code.line(0, "JSONGEN_COMPILE_READ({});", writer.type);
      code.line(0, "JSONGEN_COMPILE_FROM_JSON({});", writer.type);
    }
    any = true;
  }
  if (!any) code.line(0, "// (Nothing to compile: the header defines every serializer it has.)");
  return out;
}

}  // namespace

GeneratedFiles emit_files(const model::Unit& unit, const EmitOptions& options) {
  const std::map<std::string, std::string> unreadable = unreadable_structs(unit);
  std::vector<StructClasses> classes;
  for (const auto& s : unit.structs) classes.push_back(describe_struct(s, unreadable, options.write_only));
  GeneratedFiles files;
  files.header = header(unit, classes, options);
  if (!options.header_only) {
    files.inline_header = inline_header(unit, classes, options);
    files.source = source(unit, classes, options);
  }
  return files;
}

}  // namespace jsongen
