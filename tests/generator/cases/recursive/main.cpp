#include <iostream>

#include "recursive.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Forest f;
  f.trees.push_back(Tree{1, {Tree{2, {}}, Tree{3, {Tree{4, {}}}}}});
  f.trees.push_back(Tree{5, {}});
  f.labels = Node<std::string>{"root", {{"left", {}}, {"right", {{"leaf", {}}}}}};

  // A list 200 long.
  List* tail = &f.list;
  tail->item = "0";
  for (int i = 1; i < 200; ++i) {
    tail->next = std::make_unique<List>();
    tail = tail->next.get();
    tail->item = std::to_string(i);
  }

  f.graph.name = "a";
  auto b = std::make_shared<Graph>();
  b->name = "b";
  f.graph.edges = {b, b};  // shared twice: written twice
  f.graph.named["c"].name = "c";
  f.graph.named["c"].maybe = std::make_unique<Graph>();
  f.graph.named["c"].maybe->get()->name = "d";
  f.graph.maybe = std::unique_ptr<Graph>();  // an optional holding a null pointer

  f.team.name = "core";
  auto compilers = std::make_unique<Team>();
  compilers->name = "compilers";
  compilers->members.push_back(Employee{"grace", nullptr});
  f.team.members.push_back(Employee{"ada", std::move(compilers)});
  f.team.members.push_back(Employee{"alan", nullptr});

  std::cout << jsongen_test::to_json(f);
}
