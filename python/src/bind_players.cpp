// Player: the players of the command line (`random`, `greedy`, `alphabeta`,
// `mcts`), made from the same spec strings and seeded the same way.
#include <pybind11/stl.h>

#include <stdexcept>

#include "agents/player_spec.hpp"
#include "bindings.hpp"
#include "game_state.hpp"
#include "interpreter/legality.hpp"

namespace py = pybind11;

namespace mancala::python {
namespace {

// A player and the spec it was made from.
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
    return player_->choose(state.game());
  }
  void reset(std::uint64_t seed) { player_->reset(seed); }
  std::string spec() const { return player_spec_text(spec_); }

 private:
  PlayerSpec spec_;
  std::unique_ptr<Player> player_;
};

}  // namespace

void bind_players(py::module_& m) {
  py::class_<PythonPlayer>(m, "Player")
      .def(py::init<const std::string&, std::uint64_t>(), py::arg("spec"), py::arg("seed") = 1)
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
      .def("reset", &PythonPlayer::reset, py::arg("seed"))
      .def_property_readonly("spec", &PythonPlayer::spec)
      .def("__repr__", [](const PythonPlayer& p) { return "<mancala.Player " + p.spec() + ">"; });
  m.def("player_help", &player_spec_help);
}

}  // namespace mancala::python
