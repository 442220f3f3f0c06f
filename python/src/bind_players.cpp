// Player: the players of the command line (`random`, `greedy`, `alphabeta`,
// `mcts`, `solver`), made from the same spec strings and seeded the same way.
#include <pybind11/stl.h>

#include <stdexcept>
#include <vector>

#include "agents/player_spec.hpp"
#include "bindings.hpp"
#include "game_state.hpp"
#include "presentation/legality.hpp"
#include "numbers.hpp"
#include "solver_check.hpp"

namespace py = pybind11;

namespace mancala::python {
namespace {

// A player, the spec it was made from, and the rule sets a solver player has
// been checked for.
class PythonPlayer {
 public:
  PythonPlayer(const std::string& text, std::uint64_t seed) {
    std::string why;
    std::optional<PlayerSpec> spec = parse_player_spec(text, why);
    if (!spec) {
      while (!why.empty() && why.back() == '\n') why.pop_back();
      throw std::invalid_argument(why);
    }
    spec_ = *spec;
    player_ = make_player(spec_, seed);
  }

  Turn choose(const GameState& state) {
    if (state.is_terminal())
      throw std::invalid_argument("the game is over: there is no turn to choose");
    // The search may take long: other Python threads run meanwhile.
    py::gil_scoped_release release;
    check_fits(state.shared_rules());
    return player_->choose(state.game());
  }
  void reset(std::uint64_t seed) { player_->reset(seed); }
  std::string spec() const { return player_spec_text(spec_); }

 private:
  PlayerSpec spec_;
  std::unique_ptr<Player> player_;
  // Weak: a player must not keep every game it ever played alive.
  std::vector<std::weak_ptr<const RuleSet>> fitting_;

  // Refuses, as the command line does before the first game, a solver on
  // rules it cannot solve; once per rule set, since the check solves the start.
  void check_fits(const std::shared_ptr<const RuleSet>& rules) {
    if (spec_.kind != PlayerKind::solver) return;
    std::erase_if(fitting_, [](const auto& known) { return known.expired(); });
    for (const auto& known : fitting_)
      if (known.lock() == rules) return;
    const std::string why = solver_problem(*rules, spec_);
    if (!why.empty()) throw std::runtime_error(why);
    fitting_.push_back(rules);
  }
};

}  // namespace

void bind_players(py::module_& m) {
  py::class_<PythonPlayer>(m, "Player")
      .def(py::init([](const std::string& spec, py::handle seed) {
             return PythonPlayer(spec, seed_number(seed, "seed"));
           }),
           py::arg("spec"), py::arg("seed") = 1)
      .def(
          "choose",
          [](PythonPlayer& p, const GameState& s) {
            return action_of(s.rules().layout, s.game(), p.choose(s));
          },
          py::arg("state"))
      .def(
          "choose_move",
          [](PythonPlayer& p, const GameState& s) {
            return turn_text(s.rules().program(), p.choose(s));
          },
          py::arg("state"))
      .def(
          "reset", [](PythonPlayer& p, py::handle seed) { p.reset(seed_number(seed, "seed")); },
          py::arg("seed"))
      .def_property_readonly("spec", &PythonPlayer::spec)
      .def("__repr__", [](const PythonPlayer& p) { return "<mancala.Player " + p.spec() + ">"; });
  m.def("player_help", &player_spec_help);
}

}  // namespace mancala::python
