// from_json of the structs a .json.cpp compiles (compiled.h) shares one
// body: the struct is passed behind a pointer, with its read as a plain
// function pointer (as to_json's entry points do, compiled_core.h), so that
// the reader's set-up and error reporting are compiled once per file rather
// than once per struct. What this costs at run time is an indirect call per
// from_json.
#pragma once

#include "compiled.h"
#include "deserializer_core.h"
#include "reader.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

template <class T>
const char* read_erased(compiled_reader& r, const char* p, void* value) {
  return deserializer<T>::read(r, p, *static_cast<T*>(value));
}
template <class T>
erased_target erase_target(T& value) {
  return {&value, &read_erased<T>};
}

// Whether from_json with these options reaches T through erased_target: a
// .json.h declared T's reader compiled (JSONGEN_DECLARE_COMPILED_READ).
template <class Options, class T>
inline constexpr bool is_compiled_target = compiled_reader_or_jsongen_h_included<Options, T>::compiled;

}  // namespace detail

template <>
struct deserializer<detail::erased_target> {
  static JSONGEN_ALWAYS_INLINE const char* read(detail::compiled_reader& r, const char* p, detail::erased_target& e) {
    return e.read(r, p, e.value);
  }
};

}  // namespace jsongen
