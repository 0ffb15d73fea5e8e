// expect: error
// message: template_instantiation_chain.h:10:13: error: field 'next' of 'R<0>' has type 'R<0 + 1> *', which jsongen cannot serialize: 'R<1>': never instantiated in this header
// Each R<N> points to an R<N + 1> that nothing instantiates: jsongen cannot
// see its fields (it once wrote {} for it).
#pragma once
#include <jsongen/jsongen.h>

template <int N>
struct JSONGEN_SERIALIZE R {
  R<N + 1>* next;
  int value;
};

struct JSONGEN_SERIALIZE Top {
  R<0> first;
};
