// Serializers (and deserializers) written whole wherever they are declared
// (the .json.h, in every layout): enums' (small name tables) and the
// refusals of a marked class template's instances that were not generated.
#pragma once

#include <string>

#include "model/model.h"

namespace jsongen {

void emit_enum_serializer(const model::Enum& e, std::string& out);
// Its deserializer: by name (or the number of a value without one), or by
// number for JSONGEN_ENUM_AS_NUMBER; read_key for map keys.
void emit_enum_deserializer(const model::Enum& e, std::string& out);

// The instances of a marked class template that no generated header holds
// match this partial specialization (the generated ones are full
// specializations, which win), whose message says how to generate them.
void emit_ungenerated_instances(const model::MarkedTemplate& marked, std::string& out, bool write_only);

}  // namespace jsongen
