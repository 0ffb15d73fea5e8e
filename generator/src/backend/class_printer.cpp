// How a serializer or deserializer class is printed in each layout: whole
// (header-only), declared (the split layout's .json.h, with the wrappers that
// check a file may call the entry points) and defined out of line (its
// .json.inl.h).
#include "backend/class_printer.h"

#include <string_view>
#include <vector>

#include "backend/code_text.h"

namespace jsongen {
namespace {

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

}  // namespace

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

// Split layout, the .json.h: declarations, and for the entry points a wrapper
// whose static_assert (in definitions_here, which the std::string entry
// points check too: compiled.h) says where the definitions are when a file
// writes with options that the .json.cpp did not compile. The out-of-line
// entry points' last template argument is the header's link tag, so that a
// build without the .json.cpp fails to link naming it.
void print_declared_class(CodeWriter& code, const SerializerClass& c, const EmitOptions& options) {
  // A literal per line, aligned under the first.
  const bool reader = c.template_name == "deserializer";
  std::vector<std::string> parts;
  if (c.compiled_only) {
    parts = {"jsongen: this " + c.template_name + " is compiled in " + options.source_file +
                 " alone, for jsongen::default_options" + (reader ? "" : " into a std::string"),
             ", since that file alone reaches the members of " + c.type.substr(2) + " that are not public;",
             std::string(" add JSONGEN_FRIEND inside the class to ") +
                 (reader ? "read it with other options" : "write it with other options or to another output")};
  } else if (reader) {
    parts = {"jsongen: this deserializer is compiled in " + options.source_file,
             " for jsongen::default_options; include \"" + options.inline_header_file + "\"",
             " where it is read with other options"};
  } else {
    parts = {"jsongen: this serializer is compiled in " + options.source_file,
             " for jsongen::default_options into a std::string; include \"" + options.inline_header_file + "\"",
             " where it is written with other options or to another output"};
  }
  std::string message;
  for (const auto& part : parts) message += (message.empty() ? "" : "\n" + std::string(18, ' ')) + cpp_literal(part);
  code.line(0, "template <>");
  code.line(0, "struct {}<{}> {{", c.template_name, c.type);
  if (has_wrapper(c)) {
    code.line(1, "// Whether {} V may be used here: {} compiled it,", reader ? "the reader" : "the writer or locator",
              options.source_file);
    if (c.compiled_only) {
      code.line(1, "// the one file that reaches the members that are not public.");
    } else {
      code.line(1, "// or {} is included.", options.inline_header_file);
    }
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

bool has_out_of_line(const SerializerClass& c, std::string_view name) {
  for (const auto& item : c.items) {
    if (item.is_function && item.function.out_of_line && item.function.name == name) return true;
  }
  return false;
}

}  // namespace jsongen
