// One generated jsongen::serializer<T> (or deserializer<T>) specialization
// for a struct, as the emitters describe it (serializer_emitter.cpp,
// locator_emitter.cpp, deserializer_emitter.cpp) and the file layouts print it
// (emitter.cpp): whole in one header (--header-only), or
// declared in the .json.h with its functions defined in the .json.inl.h and
// compiled in the .json.cpp.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "backend/code_text.h"

namespace jsongen {

struct MemberFunction {
  std::string template_parameter;  // "W" (a writer), "L" (an error locator) or "R" (a reader)
  std::string specifiers;          // "JSONGEN_ALWAYS_INLINE ", "JSONGEN_NOINLINE " or ""
  std::string returns;             // "char*", "bool"
  std::string name;                // "write", "locate", "write_part_0"
  std::string parameters;          // "W& w, char* p, const ::ns::T& v"
  std::string arguments;           // "w, p, v": how a wrapper passes them on
  std::string body;                // its lines, indented as in the class (two levels)
  bool out_of_line = true;         // false: too small to compile apart; stays in the class
};

// What the class holds, in order: lines of text (data members, comments) or functions.
struct ClassItem {
  std::string text;  // whole lines at class indentation, when not a function
  bool is_function = false;
  MemberFunction function;
};

struct SerializerClass {
  std::string template_name = "serializer";  // or "deserializer" (deserializer_emitter.cpp)
  std::string type;                          // "::ns::T"
  std::vector<ClassItem> items;
  // Its struct reaches private members (reaches_private_members): its
  // functions are defined in the .json.cpp alone, never in the .json.inl.h.
  bool compiled_only = false;

  void add_text(std::string lines) { items.push_back({std::move(lines), false, {}}); }
  void add_function(MemberFunction f) { items.push_back({{}, true, std::move(f)}); }
};

// What the struct emitters share: they add a class's member functions one
// after another, writing the body of the current one with line().
class MemberFunctionBuilder {
 protected:
  explicit MemberFunctionBuilder(SerializerClass& out) : out_(out) {}

  MemberFunction start(std::string template_parameter, std::string returns, std::string name,
                       std::string parameters, std::string arguments) {
    body_.clear();
    MemberFunction f;
    f.template_parameter = std::move(template_parameter);
    f.returns = std::move(returns);
    f.name = std::move(name);
    f.parameters = std::move(parameters);
    f.arguments = std::move(arguments);
    return f;
  }
  void finish(MemberFunction f) {
    f.body = body_;
    out_.add_function(std::move(f));
  }
  template <class... Args>
  void line(int indent, fmt::format_string<Args...> format, Args&&... args) {
    CodeWriter(body_).line(indent, format, std::forward<Args>(args)...);
  }

  SerializerClass& out_;

 private:
  std::string body_;  // of the function being built
};

}  // namespace jsongen
