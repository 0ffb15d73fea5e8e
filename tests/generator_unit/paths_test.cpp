// Generated files' names (model/paths.h).
#include "model/paths.h"

#include <catch2/catch.hpp>

using jsongen::link_tag_name;

TEST_CASE("the link tag reads as the .json.cpp to add to the build") {
  CHECK(link_tag_name("customer.json.cpp") == "add_customer_json_cpp_to_the_build");
  CHECK(link_tag_name("Order2.json.cpp") == "add_Order2_json_cpp_to_the_build");
}

TEST_CASE("the link tag is an identifier, without doubled underscores, whatever the file's name") {
  CHECK(link_tag_name("my-model.json.cpp") == "add_my_model_json_cpp_to_the_build");
  CHECK(link_tag_name("3d.json.cpp") == "add_3d_json_cpp_to_the_build");
  CHECK(link_tag_name("a__b.json.cpp") == "add_a_b_json_cpp_to_the_build");
  CHECK(link_tag_name("_x_.json.cpp") == "add_x_json_cpp_to_the_build");
  CHECK(link_tag_name("na\xc3\xafve.json.cpp") == "add_na_ve_json_cpp_to_the_build");
  CHECK(link_tag_name("x.json.cpp_") == "add_x_json_cpp_to_the_build");
}
