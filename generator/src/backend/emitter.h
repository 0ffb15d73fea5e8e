// Back end: turns the model into the text of the generated files.
//
// Every struct's serializer is a specialization of jsongen::serializer<T>
// with a member template write(W& w, char* p, const T& v); W is the
// runtime's writer, whose type carries the output options (minified or
// pretty, NaN and UTF-8 policies) and the output, so one generated function
// serves them all. Beside it, locate(L& l, const T& v) finds the first error
// and its path after write() reported one (runtime/include/jsongen/locate.h).
//
// Two layouts:
//  - split (the default), as protoc's .pb.h/.pb.cc: X.json.h declares the
//    serializers (what users include), X.json.inl.h defines them, and
//    X.json.cpp compiles them once for jsongen::default_options into a
//    std::string (runtime/include/jsongen/compiled.h);
//  - header-only: X.json.h holds everything, compiled where it is used.
// Output depends only on the model and the options: the same input always
// gives byte-identical files.
#pragma once

#include <string>

#include "model/model.h"

namespace jsongen {

struct EmitOptions {
  std::string source_name;  // how the banners name the input
  std::string version;      // jsongen release, for the banners
  bool header_only = false;
  bool write_only = false;  // no deserializers (from_json): --write-only
  // Split layout: the files' names as they include each other (they sit side by side).
  std::string header_file;         // "point.json.h"
  std::string inline_header_file;  // "point.json.inl.h"
  std::string source_file;         // "point.json.cpp"
  // The type the .json.h declares, named after the .json.cpp, that the linker
  // names where that file is missing from a build: "add_point_json_cpp_to_the_build".
  std::string link_tag;
};

struct GeneratedFiles {
  std::string header;
  std::string inline_header;  // split layout only
  std::string source;         // split layout only
};

GeneratedFiles emit_files(const model::Unit& unit, const EmitOptions& options);

}  // namespace jsongen
