// Small helpers over libclang's C API: strings, children, locations and the
// names of declarations. Only the parser's files include this.
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

#include "model/model.h"

namespace jsongen {

// The text of a CXString, which is then disposed of.
std::string take(CXString s);

std::string spelling(CXCursor c);
std::string spelling(CXType t);

std::vector<CXCursor> children(CXCursor parent);

// The fields of a record type, also of a template instantiation (whose
// cursor shows no FieldDecl children).
std::vector<CXCursor> fields_of(CXType record);

// Where the user wrote it: for a declaration made by a macro, the macro's use.
model::SourceLocation location_of(CXSourceLocation location);
model::SourceLocation location_of(CXCursor c);

bool is_record_kind(CXCursorKind kind);

// "shop::Item": namespaces and enclosing classes, without inline and
// anonymous namespaces (their members are reachable without them).
std::string qualified_name(CXCursor c);

bool is_declared_in_function(CXCursor c);

// An unnamed struct or enum: spelled "" up to clang 18, "(unnamed enum at f.h:3:1)" or
// "(anonymous struct at ...)" from clang 19.
bool is_unnamed(CXCursor c);

// The class template a specialization comes from (through partial
// specializations), or a null cursor.
CXCursor primary_template(CXCursor declaration);

// Whether `c` was written in `file` (for a macro, where the macro was used).
bool is_in(CXCursor c, CXFile file);

bool is_char_kind(CXTypeKind kind);
// wchar_t, char16_t, char32_t: text converted to and from UTF-8.
bool is_wide_char_kind(CXTypeKind kind);
bool is_unsigned_kind(CXTypeKind kind);

}  // namespace jsongen
