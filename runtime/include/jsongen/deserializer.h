// deserializer<T>::read(R& reader, const char* p, T& value) for the
// built-in and standard library types, as serializer.h writes them. The
// generated headers add specializations for annotated structs and their
// enums, and users may add their own (see docs/reference.md: "Custom serializers").
//
// Each kind of type has its own header; chrono.h and filesystem.h, which
// pull in large standard headers, add theirs where they are included.
#pragma once

#include "deserializer_core.h"       // the template, read_value, json kinds
#include "read_generated_support.h"  // what generated deserializers call
#include "read_maps.h"               // map, unordered_map, multimaps
#include "read_nullable.h"           // optional, smart pointers, monostate, variant
#include "read_scalars.h"            // bool, integers, char, float, double
#include "read_sequences.h"          // vector, array, T[N], deque, lists, sets, pair, tuple
#include "read_strings.h"            // std::string, char[N]
#include "read_tagged.h"             // tagged variants
#include "read_wide_strings.h"       // std::wstring, std::u16string, std::u32string, wchar_t, char16_t, char32_t
#include "read_wrappers.h"           // std::atomic, std::reference_wrapper
#include "require_cxx17.h"
