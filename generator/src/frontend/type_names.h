// The C++ name of a type as generated code spells it: namespaces and
// enclosing classes throughout, template arguments included. clang's own
// spelling of an explicitly instantiated or specialized template keeps its
// arguments as written (`Arr<K>`, `W<E::b, B>` inside a namespace), which
// do not name anything from the generated header.
#pragma once

#include <clang-c/Index.h>

#include <string>

namespace jsongen {

// "q::W<q::E::b, q::B>"; false with the reason in `why` when an argument
// cannot be spelled (a template template argument, a pointer argument, an
// expression libclang does not evaluate).
bool qualified_type_name(CXType type, std::string& name, std::string& why);

// The same for a struct or class, without its const or volatile: the type a
// serializer is generated for ("more::Sample" for `const more::Sample`).
bool qualified_record_name(CXType record, std::string& name, std::string& why);

}  // namespace jsongen
