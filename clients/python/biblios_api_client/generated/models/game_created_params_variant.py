from enum import StrEnum

class GameCreatedParamsVariant(StrEnum):
    CUSTOM = "custom"
    FIRST_GAME = "first_game"
    MEDIEVAL_BLUFF = "medieval_bluff"
    MIXED = "mixed"
    ONE_TYPE_PER_CLASS = "one_type_per_class"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
