// expect: bad_annotation_text.h:12:14: error: JSONGEN_RENAME takes a string literal: expected a string literal, not '42'
// expect: bad_annotation_text.h:13:12: error: JSONGEN_RENAME takes a string literal: a wide string literal
// expect: bad_annotation_text.h:14:12: error: JSONGEN_RENAME text is not valid UTF-8
// expect: bad_annotation_text.h:15:13: error: JSONGEN_RENAME takes a string literal: unsupported escape '\N'
// expect: bad_annotation_text.h:10:26: error: JSONGEN_NAMING takes a string literal: expected a string literal, not 'camelCase'
#pragma once
#include <jsongen/jsongen.h>

// Every libclang gives these errors alike (the macros pass the spelling).
struct JSONGEN_SERIALIZE JSONGEN_NAMING(camelCase) BadText {
  int plain;
  int number JSONGEN_RENAME(42);
  int wide JSONGEN_RENAME(L"wide");
  int byte JSONGEN_RENAME("caf\xe9");
  int named JSONGEN_RENAME("\N{LATIN SMALL LETTER E}");
};
