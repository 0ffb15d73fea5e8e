// The emitter of a struct's deserializer class (deserializer_emitter.h), in two
// halves by concern: deserializer_emitter.cpp reads an object's members into
// fields (in declaration order, then in any order; absent fields; structs
// too wide for one function), tagged_variant_deserializer.cpp the fields that
// hold tagged variants (the tag, then the alternative it names).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "backend/serializer_class.h"
#include "model/model.h"

namespace jsongen {
namespace deserializer_emitting {

using Kind = model::TypeRef::Kind;
using Style = model::VariantTagging::Style;

// "\"id\":": what at_key compares a member with, and its length.
std::string quoted_key(const std::string& key);
std::size_t quoted_key_size(const std::string& key);

class DeserializerEmitter : MemberFunctionBuilder {
 public:
  DeserializerEmitter(const model::Struct& s, SerializerClass& out) : MemberFunctionBuilder(out), s_(s) {}
  void emit();

 private:
  // deserializer_emitter.cpp
  void field_index_function(const std::string& name, const std::vector<model::Field>& fields);
  std::string read_expression(const model::Field& f, std::size_t index, const std::string& target);
  static bool plain(const model::Field& f);
  std::size_t struct_index(const model::Field& f, std::size_t index) const;
  void nested_object_readers(const std::vector<model::Field>& fields, std::size_t depth);
  void absent_nested_object(const model::Field& stand_in, std::size_t i, int indent);
  void absent_field(const model::Field& f, std::size_t i, const std::string& object, int indent);
  void object(const std::vector<model::Field>& fields, const std::string& object, const std::string& tag_key,
              int indent);
  void any_order_loop(const std::vector<model::Field>& fields, const std::string& tag_key, int indent);
  void other_member(const std::string& tag_key, int indent);
  void field_case(const model::Field& f, std::size_t i, const std::string& object, int indent);
  void absent_fields(const std::vector<model::Field>& fields, const std::string& object, std::size_t first,
                     std::size_t count, int indent);
  void wide_object();
  void finish_wide_parts();
  void index_function(const std::string& name, const std::vector<std::string>& keys, bool tags);

  // tagged_variant_deserializer.cpp
  void tagged_field_reader(const model::Field& f, std::size_t index);
  void variant_reader(const model::Field& f, std::size_t index);

  const model::Struct& s_;
  std::size_t pending_parts_ = 0;
  std::string current_index_function_;  // an internal alternative's field_index
  std::string unknown_;                 // the map the unknown members go to (JSONGEN_UNKNOWN_MEMBERS), or ""
  std::string level_index_function_;    // a nested object's field_index (JSONGEN_UNDER), or ""
  std::map<std::vector<std::string>, std::size_t> nested_ids_;  // each nested object's read_nested_I, by its path
};

}  // namespace deserializer_emitting
}  // namespace jsongen
