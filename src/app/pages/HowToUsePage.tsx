import { Box, Grid, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { THREE_COLUMNS } from "./threeColumns";
import { useTranslator } from "../language/TranslatorContext";
import { PageHeading } from "../layout/PageHeading";
import { useGuidanceCopy } from "../onDemand";

export function HowToUsePage() {
  const { language, t } = useTranslator();
  const page = useGuidanceCopy(language.code, "howToUse").howToUsePage(t);
  return (
    <Stack gap="10">
      <Box>
        <PageHeading documentTitle={page.title}>{page.title}</PageHeading>
        <Text fontSize="lg" color="fg.muted" maxW="3xl">
          {page.intro}
        </Text>
      </Box>

      <Box as="section" aria-labelledby="steps-heading">
        <Heading as="h2" size="xl" mb="4" id="steps-heading">
          {page.stepsTitle}
        </Heading>
        <chakra.ol listStyle="none" p="0" m="0" display="grid" gap="3">
          {page.steps.map((step, index) => (
            <chakra.li
              key={index}
              display="flex"
              gap="4"
              alignItems="flex-start"
              borderWidth="1px"
              borderColor="border"
              rounded="lg"
              p="4"
              bg="bg.panel"
            >
              <Box
                aria-hidden="true"
                flexShrink="0"
                w="8"
                h="8"
                rounded="full"
                bg="teal.solid"
                color="teal.contrast"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
              >
                {index + 1}
              </Box>
              <Box>
                <Heading as="h3" size="md">
                  <chakra.span srOnly>
                    {t("howToUse.stepNumber", { number: index + 1 })}
                  </chakra.span>
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Box>
            </chakra.li>
          ))}
        </chakra.ol>
      </Box>

      <Box as="section" aria-labelledby="best-practices-heading">
        <Heading as="h2" size="xl" mb="4" id="best-practices-heading">
          {page.bestPracticesTitle}
        </Heading>
        <Grid templateColumns={THREE_COLUMNS} gap="4">
          {page.bestPractices.map((block) => (
            <Box
              key={block.title}
              borderWidth="1px"
              borderColor="border"
              rounded="lg"
              p="5"
              bg="bg.panel"
            >
              <Heading as="h3" size="md" mb="2">
                {block.title}
              </Heading>
              <chakra.ul ps="5" listStyleType="disc" display="grid" gap="1" color="fg.muted">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </chakra.ul>
            </Box>
          ))}
        </Grid>
      </Box>

      <Box as="section" aria-labelledby="faq-heading">
        <Heading as="h2" size="xl" mb="4" id="faq-heading">
          {page.faqTitle}
        </Heading>
        <chakra.dl display="grid" gap="4">
          {page.faq.map((entry) => (
            <Box key={entry.question} borderInlineStartWidth="4px" borderColor="teal.solid" ps="4">
              <chakra.dt fontWeight="semibold">{entry.question}</chakra.dt>
              <chakra.dd color="fg.muted" ms="0" mt="1">
                {entry.answer}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Box>
    </Stack>
  );
}
