from enum import StrEnum

class DeckReshuffledEvent1347Type(StrEnum):
    DECK_RESHUFFLED = "deck_reshuffled"

    def __str__(self) -> str:
        return str(self.value)
