// What generated readers of tagged variants call (JSONGEN_TAGGED,
// JSONGEN_TAG_FIELD): finding the tag that names the alternative, in
// whatever order the members come.
//
//   External: {"type":"Circle","value":{...}}. Read in one pass when the tag
//   comes first and the value right after it, as written; otherwise the
//   object is scanned for both and the value read where the scan found it.
//   Keyed: {"Circle":{...}}, one member whose key is the tag.
//   Internal: {"type":"Circle", ...the alternative's fields}. The tag is
//   found first (the first member, as written, or by a scan that skips the
//   others), then the whole object is read by the alternative's reader,
//   which skips the tag.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

#include "config.h"
#include "deserializer_core.h"
#include "read_generated_support.h"
#include "read_string.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

struct external_tag {
  std::string text;                // the tag, decoded
  const char* text_start = nullptr;  // its '"', for messages
  const char* value = nullptr;       // the value's first byte
  bool in_order = false;           // read where it is: the object goes on after it
  const char* end = nullptr;       // !in_order: past the object's '}'
};

template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_missing_tag_member(R& r, const char* p, const char* key) {
  return r.fail_with(errc::missing_field, p, std::string("the object has no \"") + key + "\", which a tagged variant needs");
}

// The tag's string value at p into tag.
template <class R>
const char* read_tag_text(R& r, const char* p, std::string& text, const char*& text_start) {
  if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string (the variant's tag)");
  text_start = p;
  std::string_view view;
  const string_result s = read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), view);
  if (JSONGEN_UNLIKELY(s.error != string_error::none)) return r.fail_string(s);
  text.assign(view.data(), view.size());
  return s.ptr;
}

// p at the variant's '{': returns at its value (tag.in_order), or past the
// object's '}' with tag.value where the value is; the object stays open
// (for max_depth) until close_external_tag.
template <class R>
const char* open_external_tag(R& r, const char* p, const char* tag_key, const char* value_key, external_tag& tag) {
  p = r.open_object(p);
  if (JSONGEN_UNLIKELY(!p)) return p;
  const std::size_t tag_size = std::strlen(tag_key);
  const std::size_t value_size = std::strlen(value_key);
  bool have_tag = false;
  while (*p != '}') {
    const char* const key_start = p;
    std::string_view key;
    p = r.read_key(p, key);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if (key.size() == tag_size && std::memcmp(key.data(), tag_key, tag_size) == 0) {
      if (have_tag && !(p = repeated_field(r, key_start, p))) return r.in_field(std::string_view(tag_key, tag_size));
      have_tag = true;
      p = read_tag_text(r, p, tag.text, tag.text_start);
      if (JSONGEN_UNLIKELY(!p)) return r.in_field(std::string_view(tag_key, tag_size));
    } else if (key.size() == value_size && std::memcmp(key.data(), value_key, value_size) == 0) {
      if (tag.value && !(p = repeated_field(r, key_start, p))) {
        return r.in_field(std::string_view(value_key, value_size));
      }
      tag.value = p;
      if (have_tag && !tag.in_order) {
        // The tag came first: read the value here.
        tag.in_order = true;
        return p;
      }
      p = r.skip_value(p);
      if (JSONGEN_UNLIKELY(!p)) return r.in_field(std::string_view(value_key, value_size));
    } else {
      p = unknown_field(r, key_start, p);
      if (JSONGEN_UNLIKELY(!p)) return p;
    }
    p = r.next_member(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
  }
  if (JSONGEN_UNLIKELY(!have_tag)) return fail_missing_tag_member(r, p, tag_key);
  if (JSONGEN_UNLIKELY(!tag.value)) return fail_missing_tag_member(r, p, value_key);
  tag.end = p + 1;
  return p;
}

// After the value (q past it): the rest of the object, or (read out of
// order) where the scan ended.
template <class R>
const char* close_external_tag(R& r, const char* q, const char* p, const external_tag& tag, const char* value_key) {
  if (!tag.in_order) {
    (void)q;
    r.close_object(p);
    return tag.end;
  }
  // Members after the value: unknown keys, or a repeated tag or value.
  p = r.next_member(q);
  if (JSONGEN_UNLIKELY(!p)) return p;
  while (*p != '}') {
    const char* const key_start = p;
    std::string_view key;
    p = r.read_key(p, key);
    if (JSONGEN_UNLIKELY(!p)) return p;
    (void)value_key;
    p = unknown_field(r, key_start, p);  // a second tag or value is not read again: as unknown
    if (JSONGEN_UNLIKELY(!p)) return p;
    p = r.next_member(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
  }
  return r.close_object(p);
}

// p at an internally tagged variant's '{': finds its tag's text, without
// moving p (the alternative's reader reads the whole object). `quoted` is
// "\"type\":", as written first.
template <class R, std::size_t N>
bool find_internal_tag(R& r, const char* p, const char (&quoted)[N], const char* tag_key, const char*& tag_start,
                       std::string_view& tag) {
  if (JSONGEN_UNLIKELY(p == r.end() || *p != '{')) {
    r.fail_type(p, "an object");
    return false;
  }
  const char* q = r.skip_whitespace(p + 1);
  if (JSONGEN_LIKELY(at_key(r, q, quoted))) {
    q = r.skip_whitespace(q + N - 1);
  } else {
    // Scan the members for the tag, skipping the others' values.
    const std::size_t size = std::strlen(tag_key);
    for (;;) {
      if (q == r.end() || *q != '"') {
        if (q != r.end() && *q == '}') fail_missing_tag_member(r, q, tag_key);
        else r.fail_syntax(q, "a key (a string)");
        return false;
      }
      std::string_view key;
      q = r.read_key(q, key);
      if (JSONGEN_UNLIKELY(!q)) return false;
      if (key.size() == size && std::memcmp(key.data(), tag_key, size) == 0) break;
      q = r.skip_value(q);
      if (JSONGEN_UNLIKELY(!q)) return false;
      q = r.skip_whitespace(q);
      if (q != r.end() && *q == ',') {
        q = r.skip_whitespace(q + 1);
      } else if (q != r.end() && *q == '}') {
        fail_missing_tag_member(r, q, tag_key);
        return false;
      } else {
        r.fail_syntax(q, "',' or '}'");
        return false;
      }
    }
  }
  if (JSONGEN_UNLIKELY(q == r.end() || *q != '"')) {
    r.fail_type(q, "a string (the variant's tag)");
    r.in_field(std::string_view(tag_key, std::strlen(tag_key)));
    return false;
  }
  tag_start = q;
  const string_result s = read_string_view<R::options::utf8>(q + 1, r.end(), r.scratch(), tag);
  if (JSONGEN_UNLIKELY(s.error != string_error::none)) {
    r.fail_string(s);
    return false;
  }
  return true;
}

// Keyed: {"Circle":{...}}. p at the variant's '{': returns at the value,
// with the key (the tag, decoded) in `tag`; the object stays open until
// close_keyed_tag.
template <class R>
const char* open_keyed_tag(R& r, const char* p, const char*& tag_start, std::string_view& tag) {
  p = r.open_object(p);
  if (JSONGEN_UNLIKELY(!p)) return p;
  if (JSONGEN_UNLIKELY(*p == '}')) {
    return r.fail_with(errc::missing_field, p, "an empty object: a variant tagged by key has one member, its tag");
  }
  if (JSONGEN_UNLIKELY(*p != '"')) return r.fail_syntax(p, "a key (a string)");
  tag_start = p;
  return r.read_key(p, tag);
}

// After the value (q past it): the object's '}', as it has one member.
template <class R>
const char* close_keyed_tag(R& r, const char* q) {
  q = r.next_member(q);
  if (JSONGEN_UNLIKELY(!q)) return q;
  if (JSONGEN_UNLIKELY(*q != '}')) {
    return r.fail_with(errc::syntax_error, q,
                       "a variant tagged by key has one member, its tag; found another: " + describe_found(q, r.end()));
  }
  return r.close_object(q);
}

// A tag that names no alternative.
template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* unknown_tag(R& r, const char* tag_start, const char* expected) {
  return r.fail_with(errc::unknown_name, tag_start,
                     std::string("expected one of ") + expected + " (the variant's tag), found " +
                         describe_found(tag_start, r.end()));
}

}  // namespace detail
}  // namespace jsongen
