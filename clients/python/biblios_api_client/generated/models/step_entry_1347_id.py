from enum import StrEnum

class StepEntry1347Id(StrEnum):
    DISCARD_CARDS = "discard_cards"
    PERFORM_ACTIONS = "perform_actions"
    RESOLVE_CARDS = "resolve_cards"

    def __str__(self) -> str:
        return str(self.value)
