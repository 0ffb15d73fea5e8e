// The std::string entry points of the structs a .json.cpp compiles
// (compiled.h) share one body: the struct is passed behind a pointer, with
// its write and its error search as plain function pointers. Instantiating
// to_json's writer set-up, error handling and error search for every
// struct of a header took longer than compiling the serializers themselves
// (docs/performance.md); erased, each
// struct adds three calls and two thunks. What this costs at run time is an
// indirect call per to_json.
#pragma once

#include "compiled.h"
#include "locate.h"
#include "require_cxx17.h"
#include "serializer_core.h"
#include "writer.h"

namespace jsongen {
namespace detail {

struct erased_struct {
  const void* value;
  char* (*write)(compiled_string_writer&, char*, const void*);
  bool (*locate)(compiled_locator&, const void*);
};

template <class T>
char* write_erased(compiled_string_writer& w, char* p, const void* value) {
  return serializer<T>::write(w, p, *static_cast<const T*>(value));
}
template <class T>
bool locate_erased(compiled_locator& l, const void* value) {
  return locate_value(l, *static_cast<const T*>(value));
}
template <class T>
erased_struct erase(const T& value) {
  return {&value, &write_erased<T>, &locate_erased<T>};
}

// Whether to_json with these options reaches T through erased_struct: a
// .json.h declared T compiled (JSONGEN_DECLARE_COMPILED), and so its
// .json.cpp instantiates the entry points.
template <class Options, class T>
inline constexpr bool is_compiled_struct = compiled_or_jsongen_h_included<Options, T>::compiled;

}  // namespace detail

template <>
struct serializer<detail::erased_struct> {
  static JSONGEN_ALWAYS_INLINE char* write(detail::compiled_string_writer& w, char* p, const detail::erased_struct& e) {
    return e.write(w, p, e.value);
  }
  static bool locate(detail::compiled_locator& l, const detail::erased_struct& e) { return e.locate(l, e.value); }
};

}  // namespace jsongen
