// Annotation macros. When the jsongen generator parses a header it defines
// JSONGEN_GENERATOR, and the macros become clang `annotate` attributes that the
// generator reads. For every other compiler they vanish, so an annotated header
// compiles warning-free on g++ and clang.
#pragma once

#if defined(JSONGEN_GENERATOR)
#define JSONGEN_ANNOTATE_(text) __attribute__((annotate(text)))
#else
#define JSONGEN_ANNOTATE_(text)
#endif

// struct JSONGEN_SERIALIZE Name { ... };  -- generate a serializer for Name.
#define JSONGEN_SERIALIZE JSONGEN_ANNOTATE_("jsongen:serialize")

// std::string id JSONGEN_RENAME("id_str");  -- use "id_str" as the JSON key.
#define JSONGEN_RENAME(key) JSONGEN_ANNOTATE_("jsongen:rename=" key)

// int cache JSONGEN_SKIP;  -- leave the field out of the JSON.
#define JSONGEN_SKIP JSONGEN_ANNOTATE_("jsongen:skip")
