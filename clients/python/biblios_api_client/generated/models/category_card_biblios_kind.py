from enum import StrEnum

class CategoryCardBibliosKind(StrEnum):
    CATEGORY = "category"

    def __str__(self) -> str:
        return str(self.value)
