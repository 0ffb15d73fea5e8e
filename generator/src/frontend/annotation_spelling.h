// An input's annotation macros as written, checked before clang's errors,
// which these mistakes turn into puzzles ("expected ';' at end of
// declaration list", "reference to enumeration must use 'enum' not 'enum
// class'"): a JSONGEN_ name no macro has (with the name meant), one used
// without including annotations.h, a missing or extra argument, and a
// struct's or enum's annotation where clang cannot read it or drops it
// (after the name, inside `enum class`, before `struct`).
#pragma once

#include <clang-c/Index.h>

#include "frontend/annotation_macros.h"
#include "model/diagnostic.h"

namespace jsongen {

// `clang_refused`: clang found errors, which a name that is no macro
// explains (else such a name is the user's own, and fine).
Diagnostics check_annotation_spelling(CXTranslationUnit tu, CXFile input, const AnnotationMacros& macros,
                                      bool clang_refused);

}  // namespace jsongen
