from enum import StrEnum

class Resolving1347Step(StrEnum):
    PERFORM_ACTIONS = "perform_actions"
    RESOLVE_CARDS = "resolve_cards"

    def __str__(self) -> str:
        return str(self.value)
