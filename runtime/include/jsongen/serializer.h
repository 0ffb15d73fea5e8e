// serializer<T>::write(W& writer, char* p, const T& value) for the built-in
// and standard library types. The generated headers add specializations for
// annotated structs and for the enums they use, and users may add their own
// for types jsongen cannot see into (see docs/reference.md: "Custom serializers").
// Containers find all of them through this one template, so nesting
// (vector<optional<Struct>>) needs nothing extra.
//
// Each kind of type has its own header; this one includes them all but
// chrono.h and filesystem.h, which pull in large standard headers and are
// included by the generated headers that need them (or by the user).
#pragma once

#include "arrays.h"             // ranges and tuples as arrays
#include "generated_support.h"  // what generated serializers call
#include "maps.h"               // map, unordered_map, multimaps; the map-key rules
#include "nullable.h"           // optional, pointers, smart pointers, variant
#include "require_cxx17.h"
#include "scalars.h"          // bool, integers, char, float, double
#include "sequences.h"        // vector, array, T[N], deque, lists, sets, span, pair, tuple
#include "serializer_core.h"  // the template, write_value, fixed-size values
#include "strings.h"          // std::string, std::string_view, C strings, char[N]
#include "wide_strings.h"     // std::wstring, std::u16string, std::u32string, views, wchar_t, char16_t, char32_t
#include "wrappers.h"         // std::atomic, std::reference_wrapper
