// What an input's translation unit tells about its files, gathered once:
// every file read (for depfiles), how each was spelled in its #include (to
// include its generated header the same way), and which types have
// user-written serializers.
#pragma once

#include <clang-c/Index.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/diagnostic.h"

namespace jsongen {

struct TranslationUnitFacts {
  std::vector<std::string> dependencies;
  std::map<std::string, std::string> include_spelling;  // included file -> as spelled
  std::set<std::string> custom_types;                   // canonical spellings
  // Class templates with a user-written partial specialization
  // (`template <class T> struct jsongen::serializer<my::Vec<T>>`): their
  // instances are written by it. Qualified names ("my::Vec").
  std::set<std::string> custom_templates;
  // The same for user-written jsongen::deserializer specializations: the
  // types (and templates) from_json reads with the user's code.
  std::set<std::string> custom_reader_types;
  std::set<std::string> custom_reader_templates;

  explicit TranslationUnitFacts(CXTranslationUnit tu);

  // Whether the class of this qualified name ("money::JsonWriter", with or
  // without a leading "::") has a member named `member` (JSONGEN_WITH's
  // read beside write).
  bool class_has_member(const std::string& qualified, const std::string& member) const;

 private:
  void collect_inclusions();
  void collect_custom_serializers(CXCursor scope);
  void collect_partial_specialization(CXCursor partial);

  CXTranslationUnit tu_;
  std::string runtime_directory_;
};

// clang's own errors: a header that does not compile must not be generated
// from, since clang quietly turns unknown types into int.
// `fatal` (if given) tells whether one stopped clang (a file not found).
void collect_clang_errors(CXTranslationUnit tu, Diagnostics& errors, bool* fatal = nullptr);

}  // namespace jsongen
