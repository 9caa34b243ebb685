from enum import StrEnum

class VariantEntry1347Id(StrEnum):
    CUSTOM = "custom"
    FIRST_GAME = "first_game"
    MIXED = "mixed"
    ONE_TYPE_PER_CLASS = "one_type_per_class"

    def __str__(self) -> str:
        return str(self.value)
