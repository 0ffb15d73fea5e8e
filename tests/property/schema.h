// What the tests know about the structs of property_types.h, written by
// hand and independently of the generator: each struct's JSON keys in
// order, and the annotations that change its output. visit() hands every
// field to a visitor (the value generator, the JSON comparison, the error
// finder), which decides what to do with it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "property_types.h"

namespace prop_test {

// How a field is written, besides its key.
enum flags : unsigned {
  plain = 0,
  omit_null = 1,       // left out when null (JSONGEN_OMIT_NULL on the struct)
  omit_empty = 2,      // left out when null or empty (JSONGEN_OMIT_EMPTY)
  enum_as_number = 4,  // an enum (or optional enum) as its number
};

// The renamed keys, as bytes.
inline const char kEscapedKey[] = "k\"e\\y\n\t\x01 \xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80 /";

template <class V>
void visit(V& v, prop::Scalars& s) {
  v.field("flag", s.flag);
  v.field("letter", s.letter);
  v.field("schar", s.schar);
  v.field("uchar", s.uchar);
  v.field("i8", s.i8);
  v.field("u8", s.u8);
  v.field("i16", s.i16);
  v.field("u16", s.u16);
  v.field("i32", s.i32);
  v.field("u32", s.u32);
  v.field("i64", s.i64);
  v.field("u64", s.u64);
  v.field("s", s.s);
  v.field("us", s.us);
  v.field("i", s.i);
  v.field("u", s.u);
  v.field("l", s.l);
  v.field("ul", s.ul);
  v.field("ll", s.ll);
  v.field("ull", s.ull);
  v.field("size", s.size);
  v.field("f", s.f);
  v.field("d", s.d);
  v.field("color", s.color);
  v.field("small", s.small);
  v.field("wide", s.wide);
  v.field("alias", s.alias);
}

template <class V>
void visit(V& v, prop::Leaf& s) {
  v.field("id", s.id);
  v.field("name", s.name);
}

template <class V>
void visit(V& v, prop::Texts& s) {
  v.field("text", s.text);
  v.field("buffer", s.buffer);
  v.field("maybe", s.maybe);
  v.field("list", s.list);
}

template <class V>
void visit(V& v, prop::Sequences& s) {
  v.field("ints", s.ints);
  v.field("doubles", s.doubles);
  v.field("bits", s.bits);
  v.field("leaves", s.leaves);
  v.field("nested", s.nested);
  v.field("quad", s.quad);
  v.field("none", s.none);
  v.field("grid", s.grid);
  v.field("deque", s.deque);
  v.field("list", s.list);
  v.field("forward", s.forward);
  v.field("set", s.set);
  v.field("multiset", s.multiset);
  v.field("hashed", s.hashed);
  v.field("hashed_multi", s.hashed_multi);
  v.field("pair", s.pair);
  v.field("tuple", s.tuple);
  v.field("empty_tuple", s.empty_tuple);
}

template <class V>
void visit(V& v, prop::Maps& s) {
  v.field("by_name", s.by_name);
  v.field("leaves", s.leaves);
  v.field("by_int", s.by_int);
  v.field("by_i8", s.by_i8);
  v.field("by_u64", s.by_u64);
  v.field("by_i64", s.by_i64);
  v.field("by_color", s.by_color);
  v.field("by_small", s.by_small);
  v.field("nested", s.nested);
}

template <class V>
void visit(V& v, prop::Circle& s) {
  v.field("radius", s.radius);
}

template <class V>
void visit(V& v, prop::Square& s) {
  v.field("side", s.side);
  v.field("label", s.label);
}

template <class V>
void visit(V& v, prop::Variants& s) {
  v.field("plain", s.plain);
  // Tags: a struct's name or JSONGEN_RENAME, "string", else the C++ spelling.
  static const std::vector<std::string> external_tags = {"circle", "Square", "int", "string"};
  v.external("external", s.external, "type", "value", external_tags);
  static const std::vector<std::string> internal_tags = {"", "circle", "Square"};
  v.internal("internal", s.internal, "kind", internal_tags);
  v.field("maybe", s.maybe);
}

template <class V>
void visit(V& v, prop::Pointers& s) {  // JSONGEN_OMIT_NULL
  v.field("maybe", s.maybe, omit_null);
  v.field("unique", s.unique, omit_null);
  v.field("shared", s.shared, omit_null);
  v.field("maybe_double", s.maybe_double, omit_null);
  v.field("always", s.always);
}

template <class V>
void visit(V& v, prop::Annotated& s) {
  v.field("first", s.first, omit_empty);
  v.field("tags", s.tags, omit_empty);
  v.field("note", s.note, omit_empty);
  v.field("extra", s.extra, omit_empty);
  v.skip(s.hidden);
  v.field("number", s.number, enum_as_number);
  v.field("maybe_number", s.maybe_number, enum_as_number);
  v.field(kEscapedKey, s.renamed);
  v.field("", s.empty_key);
}

template <class V>
void visit(V& v, prop::Named& s) {  // camelCase
  v.field("userId", s.user_id);
  v.field("displayName", s.display_name);
}

template <class V>
void visit(V& v, prop::Derived& s) {
  visit(v, static_cast<prop::Leaf&>(s));  // base fields first
  v.field("weight", s.weight);
}

template <class V, class T>
void visit(V& v, prop::Box<T>& s) {
  v.field("value", s.value);
  v.field("other", s.other);
}

template <class V>
void visit(V& v, prop::Tree& s) {
  v.field("value", s.value);
  v.field("children", s.children);
  v.field("next", s.next);
}

template <class V>
void visit(V& v, prop::Views& s) {
  v.field("view", s.view);
  v.field("c_string", s.c_string);
  v.field("mutable_c_string", s.mutable_c_string);
  v.field("by_view", s.by_view);
}

template <class V>
void visit(V& v, prop::Borrowed& s) {  // JSONGEN_OMIT_NULL
  v.field("raw", s.raw, omit_null);
  v.field("c_string", s.c_string, omit_null);
  v.field("always", s.always);
}

template <class V>
void visit(V& v, prop::Owned& s) {
  v.field("scalars", s.scalars);
  v.field("texts", s.texts);
  v.field("sequences", s.sequences);
  v.field("maps", s.maps);
  v.field("variants", s.variants);
  v.field("pointers", s.pointers);
  v.field("annotated", s.annotated);
  v.field("named", s.named);
  v.field("derived", s.derived);
  v.field("int_box", s.int_box);
  v.field("text_box", s.text_box);
  v.field("money", s.money);
  v.field("maybe_money", s.maybe_money);
  v.field("tree", s.tree);
  v.field("many_scalars", s.many_scalars);
}

template <class V>
void visit(V& v, prop::Everything& s) {
  visit(v, static_cast<prop::Owned&>(s));  // base fields first
  v.field("views", s.views);
  v.field("borrowed", s.borrowed);
}

// Enumerator names as JSON has them (renames applied), or nothing for a
// value without a name.
inline std::optional<std::string> enum_name(prop::Color c) {
  switch (c) {
    case prop::Color::Red: return "Red";
    case prop::Color::Green: return "Green";
    case prop::Color::Blue: return "bl\"ue\\\xc3\xa9";
  }
  return std::nullopt;
}
inline std::optional<std::string> enum_name(prop::Small c) {
  switch (c) {
    case prop::Lowest: return "Lowest";
    case prop::Nothing: return "Nothing";
    case prop::Highest: return "Highest";
  }
  return std::nullopt;
}
inline std::optional<std::string> enum_name(prop::Wide c) {
  switch (c) {
    case prop::Wide::Zero: return "Zero";
    case prop::Wide::Top: return "Top";
  }
  return std::nullopt;
}
inline std::optional<std::string> enum_name(prop::Alias c) {
  switch (static_cast<int>(c)) {
    case 1: return "First";
    case 2: return "Second";
  }
  return std::nullopt;
}

}  // namespace prop_test
