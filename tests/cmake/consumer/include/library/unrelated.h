// Included by main.cpp only: touching it recompiles main.cpp but must not
// regenerate book.json.h.
#pragma once
inline const char* unrelated_note() { return "unrelated"; }
